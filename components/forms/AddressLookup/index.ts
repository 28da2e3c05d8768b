export { AddressLookup, type AddressLookupProps } from './AddressLookup.tsx';
