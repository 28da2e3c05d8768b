/**
 * What a screenshot cannot show is wrong, checked on each story as it is pictured (scripts/visual/story-images.ts):
 * - an element with the `hidden` attribute is displayed (a class that sets `display` beats the
 *   browser's own `[hidden]` rule);
 * - what a closed disclosure controls (`aria-expanded="false"` with `aria-controls`) is displayed,
 *   or an unselected tab's panel is;
 * - at a phone's width, the page scrolls sideways: something is wider than the screen;
 * - text is cut off by its own box (`overflow: hidden` or `clip` on a box its text does not fit),
 *   other than by a deliberate ellipsis or line clamp.
 * {@link displayProblemsOnPage} runs in the page (it is passed to `page.evaluate`, so it uses nothing
 * from outside its own body) and returns one line per problem, naming the element.
 */

/** Options of {@link displayProblemsOnPage}. */
export interface DisplayRuleOptions {
  /** Judge sideways scrolling (at the phone's width only: a desktop page may be wider by design). */
  overflow: boolean;
}

/** In the page: every problem the rules above find, one line each, at most 20. */
export function displayProblemsOnPage({ overflow }: DisplayRuleOptions): string[] {
  const problems: string[] = [];
  const name = (element: Element): string => {
    const parts = [element.tagName.toLowerCase()];
    const id = element.getAttribute('id');
    const marker = element.getAttribute('data-vitrine') ?? element.getAttribute('data-part');
    const role = element.getAttribute('role');
    if (marker) parts.push(`[data-${element.hasAttribute('data-vitrine') ? 'vitrine' : 'part'}="${marker}"]`);
    if (role) parts.push(`[role="${role}"]`);
    if (id && !/^_r_|^radix-|^:r/.test(id)) parts.push(`#${id}`);
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${parts.join('')}${text ? ` "${text}"` : ''}`;
  };
  const displayed = (element: Element): boolean => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';

  for (const element of document.querySelectorAll('[hidden]')) {
    if (element.getAttribute('hidden') === 'until-found') continue;
    if (getComputedStyle(element).display !== 'none') problems.push(`hidden, but displayed: ${name(element)}`);
  }

  const controlled = (control: Element) =>
    (control.getAttribute('aria-controls') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((target): target is HTMLElement => target !== null);
  for (const control of document.querySelectorAll('[aria-expanded="false"][aria-controls]')) {
    for (const target of controlled(control)) {
      if (displayed(target)) problems.push(`${name(control)} says it is collapsed, but what it controls is displayed: ${name(target)}`);
    }
  }
  for (const tab of document.querySelectorAll('[role="tab"][aria-selected="false"][aria-controls]')) {
    for (const panel of controlled(tab)) {
      if (displayed(panel)) problems.push(`the panel of an unselected tab is displayed: ${name(panel)} (tab ${name(tab)})`);
    }
  }

  if (overflow) {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // The widest culprits: displayed, past the right edge, and not inside a box that clips or scrolls them.
      const clipped = (element: Element): boolean => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      const past = [...document.body.querySelectorAll('*')]
        .filter((element) => displayed(element) && element.getBoundingClientRect().right > width + 1 && !clipped(element))
        .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)));
      problems.push(
        `the page scrolls sideways at ${width} px (${document.documentElement.scrollWidth} px wide): ${past
          .slice(0, 3)
          .map((element) => `${name(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`)
          .join('; ')}`,
      );
    }
  }

  for (const element of document.body.querySelectorAll('*')) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) continue;
    if (!(element instanceof HTMLElement) || !displayed(element)) continue;
    const style = getComputedStyle(element);
    const cuts = (value: string) => value === 'hidden' || value === 'clip';
    if (!cuts(style.overflowX) && !cuts(style.overflowY)) continue;
    // Visually hidden text (a 1 px box, or clipped away on purpose) is read, not seen.
    if (element.clientWidth <= 1 || element.clientHeight <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') continue;
    const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    if (!hasText) continue;
    const wide = cuts(style.overflowX) && element.scrollWidth > element.clientWidth + 1 && style.textOverflow !== 'ellipsis';
    const tall = cuts(style.overflowY) && element.scrollHeight > element.clientHeight + 1 && style.getPropertyValue('-webkit-line-clamp') === 'none';
    if (wide || tall) {
      problems.push(`text cut off by its box (${element.clientWidth}×${element.clientHeight} px, the text ${element.scrollWidth}×${element.scrollHeight}): ${name(element)}`);
    }
  }
  return problems.slice(0, 20);
}
