/** A stock-index document. Fields are read with the filter definition's fieldReader. */
export type Doc = Record<string, unknown> & { id: string | number };
