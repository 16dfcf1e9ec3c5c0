/**
 * A form's submit path (the post and the reply's reading, the lead's analytics event ids):
 * loaded when the shopper first reaches for the form, not with the page. Every call awaits it,
 * so nothing is lost; the lead forms and the trade-in wizard share this one loader.
 */
export const loadSubmitCode = () =>
  Promise.all([import('./api-client'), import('../../domain/leads/categories')]);
