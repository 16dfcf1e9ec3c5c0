/** How plain-language search compares words: accents and case folded away ('Škoda' = 'skoda'). */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A name compared without spaces, hyphens or dots: 'LandCruiser' = 'land cruiser', 'CX-5' = 'cx5'. */
export const squash = (s: string): string => fold(s).replace(/[\s.\-/]+/g, '');
