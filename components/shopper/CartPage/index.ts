export { CartPage, type CartPageProps } from './CartPage.tsx';
