export { DescriptionList, attributeItems, type DescriptionItem, type DescriptionListProps } from './DescriptionList.tsx';
