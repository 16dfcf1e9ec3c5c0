/**
 * What a submitted search loads on first use (plain-query.ts): the reader, the no-dead-end
 * rule and its sentence. One chunk, outside the search page's first JavaScript.
 */
export { readPlainQuery } from '../../domain/search/plain-language';
export { anywayText, avoidDeadEnd, noticeText } from '../../domain/search/no-dead-end';
