// es-ES texts of the job details page (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const es: Messages = {
  job: {
    name: 'Trabajo |||| Trabajos',
    details: {
      title: 'Papel: %{name}',
      notFound: 'Este trabajo no existe o no está publicado.',
      production: 'Producción',
      company: 'Productora',
      project: 'Proyecto',
      type: 'Tipo de papel',
      unionStatus: 'Situación sindical',
      phase: 'Fase',
      status: 'Estado',
      description: 'Descripción',
      location: 'Lugar',
      remote: 'Trabajo a distancia',
      ethnicities: 'Etnia',
      keyDates: 'Fechas y lugares clave',
      expiresOn: 'El anuncio caduca el',
      instructions: 'Instrucciones especiales de candidatura',
      materials: 'Materiales adicionales',
      preScreen: 'Preselección',
      media: 'Medios solicitados',
      noMedia: 'No se solicitan medios',
      nudity: 'Este papel incluye desnudos: los menores no pueden presentarse.',
      messageToTalent: 'Mensaje al talento',
      pay: 'Pago',
      notPaying: 'No remunerado',
      payNotGiven: 'No indicado',
      amount: '%{amount} (%{rateType})',
      amountNoRate: '%{amount}',
      range: 'De %{min} a %{max} (%{rateType})',
      rangeNoRate: 'De %{min} a %{max}',
      noDetails: 'Sin detalles de pago',
      duration: 'Duración del trabajo',
      durationUnknown: 'Duración desconocida',
      outcome: 'Depende del resultado del proyecto: %{kind}',
      agreedAmount: 'Importe a acordar con el talento',
      paySecurely: 'Pagado de forma segura con Callsheet',
      extra: 'Otras compensaciones',
      license: 'Licencia de agencia de talento n.º %{number}',
      licenseWhy:
        'Cal. Labor Code §1700.5: una agencia de talento muestra su número de licencia en sus anuncios de casting.',
      apply: 'Presentarse',
      applyLater: 'La candidatura desde esta página llega con la versión de las candidaturas.',
      none: 'Ninguno',
    },
  },
};
