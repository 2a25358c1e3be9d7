// es-ES texts of the representative screens (see messages.ts).
import type { en } from './messages';

type Messages = typeof en;

export const es: Messages = {
  representative: {
    name: 'Perfil de representante |||| Perfiles de representante',
    empty: 'Todavía no hay perfiles de representante.',
    invite: 'Cree uno para que el talento le encuentre: su empresa, a quién representa, su licencia y sus referencias.',
    unnamed: 'Perfil de representante',
    titles: {
      list: 'Perfiles de representante',
      create: 'Nuevo perfil de representante',
      edit: 'Perfil de representante: %{name}',
      detail: 'Perfil público: %{name}',
    },
    tabs: {
      general: 'Información general',
      manager: 'Mánager de talento',
      agent: 'Agente de talento',
      casting: 'Profesional de casting',
    },
    sections: {
      representation: 'Representación',
      company: 'Empresa',
      contact: 'Contacto',
      businessAddress: 'Dirección comercial',
      businessAddressHelp:
        'Solo si su domicilio comercial es distinto de la dirección de su cuenta. Los demás miembros ven la ciudad, el estado y el país, no la calle.',
      references: 'Referencias profesionales',
      managerServices: 'Afiliación del mánager',
      roster: 'Talento representado (mánagers y agentes)',
      franchises: 'Franquicias de agente',
      license: 'Licencia de agencia',
      casting: 'Selección de reparto',
    },
    fields: {
      name: 'Nombre',
      representationTypes: 'Tipos de representación',
      projectLocations: 'Zonas de los proyectos',
      companyName: 'Nombre de la empresa',
      aliasOrDba: 'Alias o nombre comercial',
      companyKind: 'La empresa es',
      yearsInOperation: 'Años de actividad',
      contactEmail: 'Correo electrónico de contacto',
      contactPhone: 'Teléfono de contacto',
      phoneHelp: 'Con el prefijo del país, p. ej. +1 310 555 0100',
      website: 'Sitio web',
      websiteHelp: 'Una dirección https://',
      businessAddressDiffers: 'Mi dirección comercial es distinta de la de mi cuenta',
      line1: 'Dirección, línea 1',
      line2: 'Dirección, línea 2',
      city: 'Ciudad',
      state: 'Estado o provincia',
      stateHelp: 'Para Estados Unidos, el código de dos letras (CA, NY)',
      postalCode: 'Código postal',
      country: 'País',
      references: 'Referencias',
      referenceNumber: 'Referencia %{number}',
      referenceName: 'Nombre',
      referenceEmail: 'Correo electrónico',
      referencePhone: 'Teléfono',
      referencesNotApplicable: 'N/A: añadiré mis referencias más adelante',
      referencesNotApplicableHelp: 'También puede escribir N/A como nombre de una referencia.',
      services: 'Servicios',
      talentRepresented: 'Número de talentos representados',
      talentTypes: 'Tipos de talento representados',
      licenseFullName: 'Nombre completo en la licencia',
      licenseNumber: 'Número de licencia',
      licenseCountry: 'País de expedición',
      licenseState: 'Estado de expedición',
      licenseCity: 'Ciudad de expedición',
      projectTypes: 'Tipos de proyecto que selecciona',
      createdAt: 'Creado',
      updatedAt: 'Guardado por última vez',
    },
    roleNote:
      'No ha elegido «%{type}» en %{tab}. Lo que introduzca aquí se conserva y aparece en su perfil cuando lo elija.',
    references: {
      help: 'Indique al menos %{count} referencias profesionales (nombre, correo y teléfono), o marque N/A para añadirlas más adelante.',
      helpIn:
        'Donde ejerce su actividad (%{place}) la ley pide al menos %{count} referencias profesionales (nombre, correo y teléfono); o marque N/A para añadirlas más adelante.',
    },
    licensing: {
      rules: {
        'US-CA':
          'Código de Trabajo de California, art. 1700.5 (Talent Agencies Act): nadie puede actuar como agencia de talento en California sin una licencia del Labor Commissioner. Indique el número de licencia y el país y el estado que la expidieron.',
        'US-NY':
          'Ley General de Negocios de Nueva York, art. 172: las agencias de empleo artístico de Nueva York deben tener licencia. Indique el número de licencia y el país y el estado que la expidieron.',
      },
      fieldHelp: 'Obligatorio para agentes de talento en %{place}',
      notRequired: 'Su domicilio comercial no exige licencia de agencia; aun así puede mostrar la suya.',
      where:
        'Los agentes de talento que ejercen en California o Nueva York deben mostrar su licencia: su número y el país y el estado que la expidieron.',
    },
    validation: {
      atLeastOneType: 'Al menos un tipo de representación seleccionado',
      zip: 'Introduzca un código ZIP (12345 o 12345-6789).',
      stateCode: 'Introduzca el código de dos letras del estado (CA, NY).',
      https: 'Introduzca una dirección https://.',
      years: 'Introduzca un número entero de 0 a %{max}.',
      licenseRequired: 'Los agentes de talento en %{place} deben mostrar su licencia de agencia.',
      references: 'Al menos %{count} referencias profesionales completas, o N/A.',
      referencesIn: 'Al menos %{count} referencias profesionales completas en %{place}, o N/A.',
      tooManyReferences: 'Como máximo %{max} referencias.',
    },
    actions: {
      new: 'Nuevo perfil de representante',
      create: 'Crear el perfil',
      save: 'Guardar',
      edit: 'Editar',
      detail: 'Perfil público',
      editProfile: 'Editar el perfil',
    },
    notifications: {
      created: 'Perfil de representante creado',
      updated: 'Perfil de representante actualizado',
      unchanged: 'Nada que guardar: ningún campo ha cambiado.',
    },
    detail: {
      none: '—',
      publicNote:
        'Esto es lo que ven los demás miembros: la calle de la dirección comercial y los contactos de las referencias son privados.',
      licensed: 'Agente con licencia',
      references: 'Referencias',
      referencesProvided: 'Requisito de referencias',
      referencesComplete: 'Referencias indicadas',
      referencesDeferred: 'Pendientes (N/A)',
      licenseIssuedIn: 'Expedida en',
    },
  },
};
