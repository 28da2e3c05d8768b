/** A letter's case, or neither (digits). */
const isUpper = (char: string | undefined) => char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
const isLower = (char: string | undefined) => char !== undefined && char !== char.toUpperCase() && char === char.toLowerCase();

/** The words of a key: split at '-', '_' and spaces, before a capital after a small letter or digit, and before the last capital of a run that a small letter follows ('HTMLSnippet' → HTML, Snippet). */
function splitKey(key: string): string[] {
  const words: string[] = [];
  let word = '';
  const chars = Array.from(key);
  chars.forEach((char, index) => {
    if (char === '-' || char === '_' || char.trim() === '') {
      if (word !== '') words.push(word);
      word = '';
      return;
    }
    const previous = chars[index - 1];
    const next = chars[index + 1];
    const startsWord = isUpper(char) && word !== '' && (!isUpper(previous) || isLower(next));
    if (startsWord) {
      words.push(word);
      word = '';
    }
    word += char;
  });
  if (word !== '') words.push(word);
  return words;
}

/**
 * A settings key (camelCase, kebab-case or snake_case, as the backend names a value) as words in
 * sentence case, for a value the builder has no label of its own for: 'showLanguagePicker' →
 * 'Show language picker', 'newsletterFormId' → 'Newsletter form ID'. Never a raw key on screen.
 */
export function keyWords(key: string): string {
  const words = splitKey(key).map((word) => (/^(id|url)$/i.test(word) ? word.toUpperCase() : word.length > 1 && isUpper(word[0]) && isUpper(word[1]) ? word : word.toLowerCase()));
  if (words.length === 0) return key;
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
