import type { Locale } from '@uppy/core/utils';
import es_ES from '@uppy/locales/lib/es_ES.js';

// Uppy's own words on a Spanish page (docs/languages.md): Uppy's kept Spanish pack, fetched
// only by Spanish pages (./create-photo-uppy.ts imports this file on demand). The pack says
// "tú"; the site speaks "usted", so the sentences the photo dialog can show (one image from
// the device) are said formally here, as are those the pack lacks.

const FORMAL: Locale<0 | 1>['strings'] = {
  dropHint: 'Suelte sus archivos aquí',
  dropPasteFiles: 'Suelte archivos aquí o %{browseFiles}',
  dropPasteFolders: 'Suelte archivos aquí o %{browseFolders}',
  dropPasteBoth: 'Suelte archivos aquí, %{browseFiles} o %{browseFolders}',
  browseFiles: 'busque en sus archivos',
  browseFolders: 'busque en sus carpetas',
  dashboardWindowTitle: 'Ventana para cargar archivos (presione Escape para cerrar)',
  youCanOnlyUploadFileTypes: 'Solo puede subir: %{types}',
  youCanOnlyUploadX: {
    0: 'Solo puede subir %{smart_count} archivo',
    1: 'Solo puede subir %{smart_count} archivos',
  },
  youHaveToAtLeastSelectX: {
    0: 'Debe seleccionar al menos %{smart_count} archivo',
    1: 'Debe seleccionar al menos %{smart_count} archivos',
  },
  aggregateExceedsSize:
    'Seleccionó %{size} en archivos, pero el tamaño máximo permitido es %{sizeAllowed}',
  dataUploadedOfUnknown: '%{complete} de un total desconocido',
  unnamed: 'Sin nombre',
  pleaseWait: 'Espere, por favor',
};

export const uppySpanish: Locale<0 | 1> = {
  ...es_ES,
  strings: { ...es_ES.strings, ...FORMAL },
};
