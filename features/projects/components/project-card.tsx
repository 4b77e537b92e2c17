import { Card, type CardProps } from '@/components/content/card-list';
import { FactList, type Fact } from '@/components/content/fact-list';

export type ProjectCardProps = Omit<CardProps, 'children'> & { facts: Fact[] };

/** A project's card in a catalogue: picture, kicker, title linking to its page, summary and its key facts. */
export function ProjectCard({ facts, ...card }: ProjectCardProps) {
  return (
    <Card {...card}>
      <FactList facts={facts} className="fact-list--card" />
    </Card>
  );
}
