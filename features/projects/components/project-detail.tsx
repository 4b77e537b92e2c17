import { CatalogueDetail, CatalogueSection } from '@/components/content/catalogue-detail';
import type { Fact } from '@/components/content/fact-list';
import { RichText } from '@/components/content/rich-text';
import type { ApiImage } from '@/lib/api/media';
import { cipFacts, offerFacts, perspectiveFacts, residentFacts } from '../facts';
import type { ArcticResident, CipProject, InvestOffer, PerspectiveProject } from '../types';
import { projectText } from './labels';

/** The body of a project's page: its facts, picture and the «about the project» text. */
async function ProjectDetail({ facts, image, content }: { facts: Fact[]; image: ApiImage | null; content?: string | null }) {
  const { t } = await projectText();
  return (
    <CatalogueDetail facts={facts} image={image} testId="project-detail">
      {content ? (
        <CatalogueSection title={t('about')}>
          <RichText html={content} />
        </CatalogueSection>
      ) : null}
    </CatalogueDetail>
  );
}

export async function CipDetail({ project }: { project: CipProject }) {
  const { label } = await projectText();
  return <ProjectDetail facts={cipFacts(project, label, 'detail')} image={project.image} content={project.content} />;
}

export async function OfferDetail({ offer }: { offer: InvestOffer }) {
  const { label } = await projectText();
  return <ProjectDetail facts={offerFacts(offer, label, 'detail')} image={offer.image} content={offer.content} />;
}

export async function PerspectiveDetail({ project }: { project: PerspectiveProject }) {
  const { label } = await projectText();
  return <ProjectDetail facts={perspectiveFacts(project, label, 'detail')} image={project.image} content={project.content} />;
}

export async function ResidentDetail({ resident }: { resident: ArcticResident }) {
  const { label, format } = await projectText();
  return <ProjectDetail facts={residentFacts(resident, label, format, 'detail')} image={resident.logo} content={resident.content} />;
}
