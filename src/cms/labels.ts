import { nodeTypes, type NodeTypeDefinition } from '../lib/content-types';

/** Fields the model requires in some states only: their labels say when ("Date — required when published"). */
const conditionalFields = [...new Set(Object.values(nodeTypes).flatMap((type) => Object.keys((type as NodeTypeDefinition).requiredWhen ?? {})))];

/**
 * Decap marks every field it does not require "(optional)", in a span after the label's text, and
 * names the label's target "<field name>-field-<n>". A field required when published is not
 * optional to the writer, so its mark is hidden; the CMS end-to-end test reads the label as shown.
 */
export const hideOptionalMarks = (): void => {
  const style = document.createElement('style');
  style.textContent = `${conditionalFields.map((name) => `label[for^="${name}-field-"] > span`).join(', ')} { display: none; }`;
  document.head.append(style);
};
