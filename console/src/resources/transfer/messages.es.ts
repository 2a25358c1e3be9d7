// es-ES texts of the transfers screen (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const es: Messages = {
  transfer: {
    name: 'Transferencia |||| Transferencias',
    list: {
      title: 'Transferencias',
      report: 'Informe de transferencias',
      invoiceFilter: 'Factura %{id}',
      empty: 'Todavía no hay transferencias.',
      emptyInvoice: 'Esta factura aún no tiene transferencias.',
      emptyHelp: 'Una factura pagada se transfiere al talento y a los representantes según el reparto de su memorando.',
    },
    fields: {
      created: 'Creada',
      direction: 'Pagada o recibida',
      destination: 'A',
      amount: 'Importe',
      status: 'Estado',
      invoice: 'Factura y grupo de transferencias',
    },
    direction: {
      paid: 'Pagada',
      received: 'Recibida',
    },
    status: {
      pending: 'Pendiente',
      awaitingTrustAccount: 'A la espera de la cuenta fiduciaria',
      created: 'Enviada',
      reversed: 'Revertida',
      paid: 'Abonada',
      failed: 'Fallida',
    },
    report: {
      title: 'Informe de transferencias',
      help: 'Un archivo CSV de las transferencias que su cuenta pagó o recibió. Un informe pequeño se descarga al momento.',
      fileName: 'Nombre del archivo',
      fileNameHelp: 'Letras, cifras, espacios y . _ - ( ); se añade .csv',
      invoiceId: 'Identificador de factura',
      invoiceIdHelp: 'Opcional: solo las transferencias de esta factura',
      createdFrom: 'Creadas desde',
      createdTo: 'Creadas hasta',
      submit: 'Generar el informe',
      retry: 'Reintentar',
      sending: 'Solicitando el informe…',
      statuses: {
        queued: 'En espera de generarse…',
        running: 'Generando el informe…',
        ready: 'Listo',
      },
      ready: '%{fileName} está listo: %{smart_count} fila |||| %{fileName} está listo: %{smart_count} filas',
      readyNotice: 'El informe de transferencias %{fileName} está listo para descargar',
      downloaded: '%{fileName} descargado (%{smart_count} fila) |||| %{fileName} descargado (%{smart_count} filas)',
      failed: 'No se pudo generar el informe: %{error}',
      download: 'Descargar el CSV',
      errors: {
        required: 'Obligatorio',
        tooLong: 'Como máximo %{max} caracteres',
        fileName: 'Solo letras, cifras, espacios y . _ - ( ), sin punto al principio',
        invoiceId: 'Un identificador de factura, como 0193a5b4-7c1d-7e2f-8a3b-4c5d6e7f8a9b',
        date: 'Una fecha',
        toBeforeFrom: 'El primer día o después',
      },
    },
  },
};
