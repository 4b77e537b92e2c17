import { CatalogueDetail, CatalogueSection } from '@/components/content/catalogue-detail';
import type { Fact } from '@/components/content/fact-list';
import { RichText } from '@/components/content/rich-text';
import type { ApiImage } from '@/lib/api/media';
import { langOf, type MaybeUntranslated } from '@/lib/api/untranslated';
import { cipFacts, offerFacts, perspectiveFacts, residentFacts } from '../facts';
import type { ArcticResident, CipProject, InvestOffer, PerspectiveProject } from '../types';
import { projectText } from './labels';

/** The body of a project's page: its facts, picture and the «about the project» text (`content` of `item`). */
async function ProjectDetail({ facts, image, item }: { facts: Fact[]; image: ApiImage | null; item: MaybeUntranslated & { content?: string | null } }) {
  const { t } = await projectText();
  return (
    <CatalogueDetail facts={facts} image={image} testId="project-detail">
      {item.content ? (
        <CatalogueSection title={t('about')}>
          <RichText html={item.content} {...langOf(item, 'content')} />
        </CatalogueSection>
      ) : null}
    </CatalogueDetail>
  );
}

export async function CipDetail({ project }: { project: CipProject }) {
  const { label } = await projectText();
  return <ProjectDetail facts={cipFacts(project, label, 'detail')} image={project.image} item={project} />;
}

export async function OfferDetail({ offer }: { offer: InvestOffer }) {
  const { label } = await projectText();
  return <ProjectDetail facts={offerFacts(offer, label, 'detail')} image={offer.image} item={offer} />;
}

export async function PerspectiveDetail({ project }: { project: PerspectiveProject }) {
  const { label } = await projectText();
  return <ProjectDetail facts={perspectiveFacts(project, label, 'detail')} image={project.image} item={project} />;
}

export async function ResidentDetail({ resident }: { resident: ArcticResident }) {
  const { label, format } = await projectText();
  return <ProjectDetail facts={residentFacts(resident, label, format, 'detail')} image={resident.logo} item={resident} />;
}
