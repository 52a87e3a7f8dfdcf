import { z } from 'shared-contracts/zod';

/** One image of the media library as the image finder shows it (alt text in the page's language). */
export interface MediaItem {
  url: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  thumbnail: string;
}

/** An uploaded image joins the library by the id the temp-files call answered, with its title and alt texts. */
export const mediaUploadSchema = z.object({
  temp_file_id: z.string().uuid('temp_file_id: the id the temp-files call answered'),
  title: z.string().trim().max(200).default(''),
  alt_de: z.string().trim().max(500).default(''),
  alt_en: z.string().trim().max(500).default(''),
});
export type MediaUpload = z.input<typeof mediaUploadSchema>;

export const FILE_KINDS = ['video', 'audio'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** One self-hosted video or audio file as the file finder shows it (title and alt text in the page's language). */
export interface MediaFile {
  url: string;
  kind: FileKind;
  title: string;
  alt: string;
  content_type: string;
  size: number;
}

/** A video or audio file joins the library as its kind, with titles and alt texts in both languages. */
export const fileUploadSchema = z.object({
  temp_file_id: z.string().uuid('temp_file_id: the id the temp-files call answered'),
  kind: z.enum(FILE_KINDS, { error: 'kind: video or audio' }),
  title_de: z.string().trim().max(200).default(''),
  title_en: z.string().trim().max(200).default(''),
  alt_de: z.string().trim().max(1000).default(''),
  alt_en: z.string().trim().max(1000).default(''),
});
export type FileUploadBody = z.input<typeof fileUploadSchema>;
