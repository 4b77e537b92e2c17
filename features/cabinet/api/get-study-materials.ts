import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import type { ListResult } from '@/lib/api/envelope';
import type { StudyMaterial } from '@/lib/auth/schemas/study';

/** GET /study-materials (Language header): guides, the action algorithm and videos of the Study tab. */
export function getStudyMaterials(): Promise<ListResult<StudyMaterial>> {
  return browserApi().get<ListResult<StudyMaterial>>('/study-materials');
}

export function getStudyMaterialsQueryOptions(locale: string) {
  return queryOptions({ queryKey: ['study-materials', locale] as const, queryFn: getStudyMaterials, staleTime: 5 * 60_000 });
}

export function useStudyMaterials() {
  return useQuery(getStudyMaterialsQueryOptions(useLocale()));
}
