import net from 'node:net';

export type SunkMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on loopback that accepts every message and keeps it (tests of the mail queue): the plain
 * protocol nodemailer speaks without TLS or authentication — EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpSink(port: number): Promise<{ mails: SunkMail[]; close: () => Promise<void> }> {
  const mails: SunkMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let current: SunkMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line.slice(10).trim();
        if (verb === 'RCPT') current.to.push(line.slice(8).trim());
        if (verb === 'DATA') inData = true;
        // EHLO/HELO, MAIL, RCPT, RSET, NOOP: all fine.
        reply(verb === 'DATA' ? '354 go ahead' : verb === 'QUIT' ? '221 bye' : '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  return {
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
