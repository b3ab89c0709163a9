/** The story's inline markup lives with the views (src/views/shared/RichText.tsx). */
export { plainText, richNodes, RichText } from '../../views/shared/RichText';
