/**
 * What the browser build gives InstantSearch.js in place of its router and Insights
 * middlewares (src/integrations/instantsearch-trim.ts): the search islands set neither
 * `routing` nor `insights`, so these are never called; if one ever is, it fails loudly.
 */
const unused = (name: string) => () => {
  throw new Error(
    `${name} is left out of the browser build (src/integrations/instantsearch-trim.ts): ` +
      'the search islands keep URL state in UrlSync and pass insights={false}',
  );
};

export const createRouterMiddleware = unused('createRouterMiddleware');
export const createInsightsMiddleware = unused('createInsightsMiddleware');
