import { ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_PAGES,
  categoryPageOf,
  PROJECT_CATEGORIES,
  type CategoryPage,
  type Project,
  type ProjectCategory,
} from '../../domain/project';

export class ProjectDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'binance', description: 'Stable URL-friendly identifier' })
  slug: string;

  @ApiProperty({ example: 'Binance' })
  name: string;

  @ApiProperty({ enum: PROJECT_CATEGORIES })
  category: ProjectCategory;

  @ApiProperty({
    enum: CATEGORY_PAGES,
    nullable: true,
    description:
      'The public category page (/projects/{categoryPage}) that lists the project: infrastructure projects are on layer2; ' +
      'exchanges, wallets and other have no page of their own (null) and are listed under "Other projects".',
  })
  categoryPage: CategoryPage | null;

  @ApiProperty({ example: "The world's largest crypto exchange by trading volume." })
  description: string;

  @ApiProperty({ example: true, description: 'Verified by the team' })
  verified: boolean;

  @ApiProperty({
    example: false,
    description: 'A paid Featured listing: shown with a Featured badge and first on its category page',
  })
  featured: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'contract owner on Base',
    description:
      'The "Verified owner" badge: how the team proved it controls the project\'s contracts or domain ("contract ' +
      'owner on Base", "contract admin on Base", "registered signer on Base", "domain"); null without a verified proof',
  })
  ownerBadge: string | null;

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
      categoryPage: categoryPageOf(project.category),
      description: project.description,
      verified: project.verificationStatus === 'verified',
      featured: project.featured,
      ownerBadge: project.ownerBadge ?? null,
      website: project.website,
      logo: project.logo,
    };
  }
}
