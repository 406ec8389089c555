import { describe, expect, it } from 'vitest';
import { previewCardOf, previewCardRequest } from './preview-card';

const site = { name: 'ChainBoost', tagline: 'Web3 Growth Platform' };

describe('an item’s preview card', () => {
  it('is named by kind, version and id, and says the kind, category and title', () => {
    const card = previewCardOf('published-article', '12', { title: 'Liquidity 101', section: 'DeFi' }, site);
    expect(card.key).toBe('article:12');
    expect(card.path).toBe(`/cards/article/${card.version}/12.png`);
    expect(card.content).toMatchObject({ kicker: 'Article · DeFi', title: 'Liquidity 101' });

    const project = previewCardOf('directory-project', 'my dex', { title: 'My DEX', section: 'defi' }, site);
    expect(project.path).toBe(`/cards/project/${project.version}/my%20dex.png`);
  });

  it('gets another version when its title or category changes, and only then', () => {
    const card = (title: string, section: string) =>
      previewCardOf('published-article', '12', { title, section }, site).version;
    expect(card('A', 'DeFi')).toBe(card('A', 'DeFi'));
    expect(card('B', 'DeFi')).not.toBe(card('A', 'DeFi'));
    expect(card('A', 'NFT')).not.toBe(card('A', 'DeFi'));
  });

  it('is found from its address, and no address names anything else', () => {
    const { version } = previewCardOf('published-article', '12', { title: 'A' }, site);
    expect(previewCardRequest('article', version, '12.png')).toEqual({ source: 'published-article', id: '12' });
    expect(previewCardRequest('project', 'old-version', 'my-dex.png')).toEqual({
      source: 'directory-project',
      id: 'my-dex',
    });
    for (const [kind, shownVersion, file] of [
      ['category', version, 'defi.png'],
      ['constructor', version, '12.png'],
      ['article', version, '12.svg'],
      ['article', version, '.png'],
      ['article', 'not a version!', '12.png'],
      ['article', version, `${'x'.repeat(201)}.png`],
    ]) {
      expect(previewCardRequest(kind, shownVersion, file), `${kind}/${shownVersion}/${file}`).toBeNull();
    }
  });
});
