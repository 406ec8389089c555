import type { DirectoryProject, ProjectInsight } from '../../lib/api-types';
import { growthScoreOf, toMillions } from './community-metrics';

// Spec §9: how many insight records each chart uses, taken in API order (largest volume first).
export const VOLUME_CHART_SIZE = 10;
export const KYC_CHART_SIZE = 5;
export const GROWTH_CHART_SIZE = 7;

export type ProjectNamer = (projectId: number) => string;

export function fallbackProjectName(projectId: number): string {
  return `Project ${projectId}`;
}

export function projectNamer(projects: readonly Pick<DirectoryProject, 'id' | 'name'>[]): ProjectNamer {
  const names = new Map(projects.map((project) => [project.id, project.name]));
  return (projectId) => names.get(projectId) ?? fallbackProjectName(projectId);
}

export interface VolumeBar {
  projectId: number;
  name: string;
  volumeMillions: number;
}

export function volumeBars(insights: readonly ProjectInsight[], nameOf: ProjectNamer): VolumeBar[] {
  return insights.slice(0, VOLUME_CHART_SIZE).map((insight) => ({
    projectId: insight.projectId,
    name: nameOf(insight.projectId),
    volumeMillions: toMillions(insight.tradingVolume),
  }));
}

export interface KycSlice {
  projectId: number;
  name: string;
  kycUsers: number;
}

export function kycSlices(insights: readonly ProjectInsight[], nameOf: ProjectNamer): KycSlice[] {
  return insights.slice(0, KYC_CHART_SIZE).map((insight) => ({
    projectId: insight.projectId,
    name: nameOf(insight.projectId),
    kycUsers: insight.kycUsers,
  }));
}

export interface GrowthPoint {
  day: string;
  /** The project the point comes from; the spec labels the points 'Day N' only. */
  name: string;
  growth: number;
  users: number;
}

export function growthTrend(insights: readonly ProjectInsight[], nameOf: ProjectNamer): GrowthPoint[] {
  return insights.slice(0, GROWTH_CHART_SIZE).map((insight, index) => ({
    day: `Day ${index + 1}`,
    name: nameOf(insight.projectId),
    growth: growthScoreOf(insight),
    users: insight.totalUsers,
  }));
}
