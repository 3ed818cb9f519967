import React from 'react';
import { serializeJsonLd, type JsonLdDocument } from '../lib/structured-data';

/** One structured-data block for the Head; renders nothing for null (e.g. a draft press release). */
export const JsonLd = ({ data }: { data: JsonLdDocument | null }) =>
  data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} /> : null;
