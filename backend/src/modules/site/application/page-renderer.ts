/**
 * Renders a page of the client on request, with the API reads it shows, into the built HTML
 * document (the client's own renderer, `frontend/src/prerender/render-page.tsx`), so its content is
 * in the HTML and the browser hydrates the same markup. Null when the page is not one rendered on
 * request, or when it cannot be rendered now: the client then renders it in the browser, as before.
 */
export abstract class PageRenderer {
  abstract render(path: string): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  /** Names this rendering (a page rendered again with other data gets another). */
  key: string;
  html: string;
}
