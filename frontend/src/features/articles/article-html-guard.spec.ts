import { describe, expect, it } from 'vitest';
import { guardArticleHtml } from './article-html-guard';

// The node environment: the guard as it runs when the server renders a partner article page.
describe('guardArticleHtml on the server', () => {
  it("keeps the server's own sanitized HTML, less the images whose src was not allowed, as the browser's guard does", () => {
    const stored =
      '<h2>Heading</h2><p>Body <a href="https://nova.example" rel="noopener noreferrer nofollow" target="_blank">link</a></p>' +
      '<img /><img alt="chart" /><img src="https://cdn.example/chart.png" alt="Chart" />';
    expect(guardArticleHtml(stored)).toBe(
      '<h2>Heading</h2><p>Body <a href="https://nova.example" rel="noopener noreferrer nofollow" target="_blank">link</a></p>' +
        '<img src="https://cdn.example/chart.png" alt="Chart" />',
    );
  });
});
