import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../primitives/cx.ts';
import { page, title as titleClass } from './SpecialPage.css.ts';

/** The heading levels a special page's title may take. */
export type SpecialPageHeadingLevel = 1 | 2 | 3;

/** Props of {@link SpecialPage}: its own, and any DOM props of its root. */
export interface SpecialPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's heading. */
  title: ReactNode;
  /** The page type it stands for (shopper spec, screens: 100 not found, 101 error, 103 lock screen, 106 member-area access denied), as `data-page-type`. */
  pageType: number;
  /** The heading's level: 1 when the screen is the page, lower when a site puts it inside its own layout. @default 1 */
  headingLevel?: SpecialPageHeadingLevel;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The frame of a special page (not found, error, lock screen, member area): a titled region in the page's column. */
export function SpecialPage({ title, pageType, headingLevel = 1, children, className, ref, ...props }: SpecialPageProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} aria-labelledby={headingId} data-vitrine="special-page" data-page-type={pageType} {...props} className={cx(page, className)}>
      <Heading id={headingId} className={titleClass}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
