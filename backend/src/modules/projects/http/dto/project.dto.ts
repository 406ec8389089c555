import { ApiProperty } from '@nestjs/swagger';
import { PROJECT_CATEGORIES, type Project, type ProjectCategory } from '../../domain/project';

export class ProjectDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'binance', description: 'Stable URL-friendly identifier' })
  slug: string;

  @ApiProperty({ example: 'Binance' })
  name: string;

  @ApiProperty({ enum: PROJECT_CATEGORIES })
  category: ProjectCategory;

  @ApiProperty({ example: "The world's largest crypto exchange by trading volume." })
  description: string;

  @ApiProperty({ example: true, description: 'Verified by the team' })
  verified: boolean;

  @ApiProperty({ example: 'https://www.binance.com', type: String })
  website: string | null;

  @ApiProperty({ type: String })
  logo: string | null;

  static from(project: Project): ProjectDto {
    return {
      id: project.id,
      slug: project.slug,
      name: project.name,
      category: project.category,
      description: project.description,
      verified: project.verificationStatus === 'verified',
      website: project.website,
      logo: project.logo,
    };
  }
}
