/** The id of the element that carries a server-rendered page's data (JSON in a data block, never run). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
