import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { autolink } from '../../../logic/content/content.ts';
import { cx } from '../../primitives/cx.ts';
import { link, root } from './AutolinkedText.css.ts';

/** Props of {@link AutolinkedText}: its own, and any DOM props of its `<span>`. */
export interface AutolinkedTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The text, e.g. a visitor's comment: shown as text, never read as markup. */
  text: string;
  ref?: Ref<HTMLSpanElement>;
}

/** What a value of a JavaScript caller (or a template) is as text: strings as they are, numbers printed, anything else empty. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * Text with its URLs, @handles and #hashtags linked (rendering spec, states; handles and hashtags to the
 * microblogging service), from logic/content/content `autolink` (linear on long input). Every piece is a text
 * node React escapes, so visitor text can never become markup; links leave the page with
 * rel="noopener noreferrer nofollow ugc", since a visitor wrote them.
 */
export function AutolinkedText({ text, className, ...props }: AutolinkedTextProps) {
  const tokens = useMemo(() => autolink(textOf(text)), [text]);
  return (
    <span data-vitrine="autolinked-text" {...props} className={cx(root, className)}>
      {tokens.map((token, index) =>
        token.type === 'text' ? (
          token.text
        ) : (
          <a key={index} className={link} href={token.href} rel="noopener noreferrer nofollow ugc" data-link={token.type}>
            {token.text}
          </a>
        ),
      )}
    </span>
  );
}
