import { describe, expect, it } from 'vitest';
import type { NewProject, Project } from '../domain/project';
import { ListSubmittedProjectUseCase } from './list-submitted-project.use-case';
import { ProjectRepository } from './project.repository';

class RecordingProjects extends ProjectRepository {
  readonly created: NewProject[] = [];
  async create(project: NewProject): Promise<number> {
    this.created.push(project);
    return 100 + this.created.length;
  }
  listListed(): Promise<Project[]> {
    throw new Error('not used');
  }
  listPendingVerification(): Promise<Project[]> {
    throw new Error('not used');
  }
  decideVerification(): Promise<Project | null> {
    throw new Error('not used');
  }
  feature(): Promise<boolean> {
    throw new Error('not used');
  }
  verificationStatusOf(): Promise<null> {
    throw new Error('not used');
  }
}

describe('ListSubmittedProjectUseCase', () => {
  it('adds the submission to the directory under a slug made unique by the submission id', async () => {
    const projects = new RecordingProjects();
    const listing = {
      name: 'Orbit Quest',
      category: 'gamefi',
      description: 'A game.',
      website: null,
      logo: null,
      featured: true,
    } as const;
    const useCase = new ListSubmittedProjectUseCase(projects);

    await expect(useCase.execute({ ...listing, submissionId: 7 })).resolves.toBe(101);
    await expect(useCase.execute({ ...listing, submissionId: 8 })).resolves.toBe(102);
    expect(projects.created).toEqual([
      { ...listing, slug: 'orbit-quest-7' },
      { ...listing, slug: 'orbit-quest-8' },
    ]);
  });
});
