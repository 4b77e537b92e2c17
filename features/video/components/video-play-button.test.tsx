import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { VideoPlayButton } from './video-play-button';
import { removePageMessages, writePageMessages } from '@/testing/page-messages';

const video = { title: 'Technology Valley SEZ', description: 'A video about the SEZ.', preview: null };

// The texts the gallery translates on the server.
const texts = {
  play: en.video.play.replace('{title}', video.title),
  watch: en.video.watch,
  player: { noPlayer: en.video.noPlayer, unavailable: en.video.unavailable, download: en.video.download },
};

function renderButton(videoUrl: string) {
  return render(<VideoPlayButton video={{ ...video, videoUrl }} texts={texts} locale="en" />);
}

describe('VideoPlayButton', () => {
  // The modal (loaded on the first press) reads its close button's text from the messages the site shell writes.
  beforeEach(() => writePageMessages('en', { modal: en.modal }));
  afterEach(removePageMessages);

  it('loads nothing until pressed, then plays a file in <video controls>; Escape closes and focus returns', async () => {
    renderButton('/video/oez');
    expect(document.querySelector('video, iframe')).toBeNull();
    const button = screen.getByRole('button', { name: 'Watch the video “Technology Valley SEZ”' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Technology Valley SEZ' });
    const player = screen.getByTestId('video-file');
    expect(player.querySelector('source')).toHaveAttribute('src', '/video/oez');
    expect(player).toHaveAttribute('controls');
    expect(dialog).toHaveTextContent('A video about the SEZ.');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('video-modal')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('shows a provider’s video in a titled iframe', async () => {
    renderButton('https://rutube.ru/video/abc123/');
    await userEvent.click(screen.getByRole('button', { name: /Watch/ }));
    const frame = await screen.findByTitle('Technology Valley SEZ');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://rutube.ru/play/embed/abc123');
  });

  it('says so when a file cannot be loaded, and offers the file', async () => {
    renderButton('/video/missing.mp4');
    await userEvent.click(screen.getByRole('button', { name: /Watch/ }));
    fireEvent.error(await screen.findByTestId('video-file'));
    expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded.');
    expect(screen.getByRole('link', { name: 'Download the video file' })).toHaveAttribute('href', '/video/missing.mp4');
  });

  it('shows no player for a link it cannot play safely', async () => {
    renderButton('javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: /Watch/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This video cannot be shown on the portal.');
    expect(document.querySelector('video, iframe')).toBeNull();
  });
});
