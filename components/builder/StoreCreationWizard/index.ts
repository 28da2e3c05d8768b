export { StoreCreationWizard, type CreatedStoreInfo, type StoreCreationWizardProps } from './StoreCreationWizard.tsx';
