// Response shapes of the public insight and project endpoints (backend ProjectInsightDto, ProjectDto).

export interface ProjectInsight {
  id: number;
  projectId: number;
  totalUsers: number;
  kycUsers: number;
  /** USD. */
  tradingVolume: number;
  /** 0–100 as a numeric string with two decimals, e.g. "78.40". */
  growthScore: string;
  recordedAt: string;
}

export interface DirectoryProject {
  id: number;
  slug: string;
  name: string;
  category: string;
  description: string;
  verified: boolean;
  website: string | null;
  logo: string | null;
}
