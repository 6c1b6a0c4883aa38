export { InternalDocumentsSection } from './InternalDocumentsSection';
