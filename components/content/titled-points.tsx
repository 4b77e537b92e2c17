import { langOf } from '@/lib/api/untranslated';

/** A titled point of a page (a privilege, a requirement, a service): its title and a short text. */
export type TitledPoint = { title: string | null; text: string | null };

/** A section of titled points under an h2: privileges of a zone, requirements for residents, the corporation's services. */
export function TitledPoints({ id, title, points, testId }: { id: string; title: string; points: TitledPoint[]; testId?: string }) {
  const shown = points.filter((point) => point.title || point.text);
  if (!shown.length) return null;
  return (
    <section className="titled-points" aria-labelledby={id} data-testid={testId}>
      <h2 id={id}>{title}</h2>
      <ul className="titled-points__list">
        {shown.map((point, index) => (
          <li key={`${point.title}-${index}`} className="titled-points__item">
            {point.title ? (
              <h3 className="titled-points__title" {...langOf(point, 'title')}>
                {point.title}
              </h3>
            ) : null}
            {point.text ? (
              <p className="titled-points__text" {...langOf(point, 'text')}>
                {point.text}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
