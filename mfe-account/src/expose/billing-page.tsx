export { BillingPage as default } from '../features/billing/components/billing-page';
