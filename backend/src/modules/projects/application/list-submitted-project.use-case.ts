import { Injectable } from '@nestjs/common';
import { slugify, type NewProject, type ProjectCategory } from '../domain/project';
import { ProjectRepository } from './project.repository';

export interface SubmittedProject {
  submissionId: number;
  name: string;
  category: ProjectCategory;
  description: string;
  website: string | null;
  logo: string | null;
  /** An approved, paid Featured listing. */
  featured: boolean;
}

@Injectable()
export class ListSubmittedProjectUseCase {
  constructor(private readonly projects: ProjectRepository) {}

  /**
   * An approved submission joins the directory as a project pending verification; the
   * submission's id in the slug keeps slugs unique when names repeat. Answers the project id.
   */
  execute(submitted: SubmittedProject): Promise<number> {
    const project: NewProject = {
      slug: `${slugify(submitted.name)}-${submitted.submissionId}`,
      name: submitted.name,
      category: submitted.category,
      description: submitted.description,
      website: submitted.website,
      logo: submitted.logo,
      featured: submitted.featured,
    };
    return this.projects.create(project);
  }
}
