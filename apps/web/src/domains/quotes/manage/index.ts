export { QuoteApprovalsSection } from './QuoteApprovalsSection';
