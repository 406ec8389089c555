import type { NewProjectInsight, ProjectInsight } from '../domain/project-insight';

export abstract class InsightRepository {
  /** The newest snapshot of each listed project, largest trading volume first. */
  abstract latestPerProject(): Promise<ProjectInsight[]>;
  /** Answers null when the project does not exist. */
  abstract record(insight: NewProjectInsight): Promise<ProjectInsight | null>;
}
