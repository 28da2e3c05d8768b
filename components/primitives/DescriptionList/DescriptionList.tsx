import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../cx.ts';
import { list } from './DescriptionList.css.ts';

/** One name and its value. */
export interface DescriptionItem {
  /** Unique within the list. */
  id: string;
  term: ReactNode;
  detail: ReactNode;
}

/** Props of {@link DescriptionList}. */
export interface DescriptionListProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  items: readonly DescriptionItem[];
  ref?: Ref<HTMLDListElement>;
}

/** A compact list of names and values ("Size: Medium", a saved answer); renders nothing when empty. */
export function DescriptionList({ items, className, ...rest }: DescriptionListProps) {
  if (items.length === 0) return null;
  return (
    <dl {...rest} className={cx(list, className)}>
      {items.map((item) => (
        <div key={item.id}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A variant's chosen options (`{ Size: 'Medium' }`) as description items, in their order. */
export function attributeItems(attributes: Readonly<Record<string, string>>): DescriptionItem[] {
  return Object.entries(attributes).map(([name, value]) => ({ id: name, term: name, detail: value }));
}
