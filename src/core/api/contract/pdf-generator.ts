/**
 * The PDF generator (spec 1 section 7 "PDF generation: POST /pdf/api/generator_pdf/{name}, returning redirectLink"):
 * a document drawn with the brand's PDF logo and letter details, for the acting customer (`X-Customer-Id`), answered
 * as a signed link (one hour).
 */
import * as z from 'zod/mini';
import { rest } from './define';

/** Brands the PDF generator draws (logo, legal name, address, footer): the brand folder names. */
export const pdfBrand = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/));
export const pdfLanguage = z.optional(z.string().check(z.regex(/^[a-z]{2}$/)));

export const pdfLinkResponse = z.looseObject({ redirectLink: z.string() });

/** The PDF document `name`: its request is the brand, the document's own fields and the language. */
export function pdfDocument<Fields extends z.core.$ZodLooseShape>(definition: {
  name: string;
  summary: string;
  fields: Fields;
}) {
  return rest({
    service: 'pdf',
    httpMethod: 'POST',
    path: `/pdf/api/generator_pdf/${definition.name}`,
    summary: definition.summary,
    auth: 'bearer',
    actingCustomerHeader: true,
    request: z.object({ brand: pdfBrand, ...definition.fields, language: pdfLanguage }),
    response: pdfLinkResponse,
  });
}
