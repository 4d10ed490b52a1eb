/** The body of a generated message-box letter, by document type. */
export function letterParagraphs(docType: string, firstName: string, title: string): string[] {
  const greeting = `Beste ${firstName},`;
  switch (docType) {
    case 'Declaratieoverzicht':
      return [
        greeting,
        'Wij hebben uw declaraties verwerkt. In Mijn omgeving ziet u per declaratie wat wij vergoeden en wat u zelf betaalt, bijvoorbeeld door het eigen risico.',
        'Klopt er iets niet? Neem dan binnen 6 weken contact met ons op.',
      ];
    case 'Polisblad':
      return [
        greeting,
        'Hierbij ontvangt u uw polisblad. Hierop staan de verzekeringen die u bij ons hebt. Controleer of alles klopt en bewaar het polisblad goed.',
      ];
    case 'Zorgpas':
      return [
        greeting,
        'Uw nieuwe zorgpas is onderweg. U ontvangt hem binnen ongeveer 10 werkdagen. Op de achterkant staat de Europese zorgpas (EHIC) voor zorg in het buitenland.',
        'In de app en in Mijn omgeving hebt u ook altijd een digitale zorgpas.',
      ];
    case 'Herinnering':
      return [
        greeting,
        'Wij hebben uw premiebetaling nog niet ontvangen. Wilt u het openstaande bedrag binnen 14 dagen betalen? Hebt u al betaald, dan kunt u deze brief als niet verzonden beschouwen.',
      ];
    case 'Factuur':
      return [
        greeting,
        'Hierbij ontvangt u uw premienota. Het bedrag schrijven wij rond de 28e van de maand af.',
      ];
    case 'Betalingsregeling':
      return [
        greeting,
        'Wij bevestigen uw betalingsregeling. U hebt 14 dagen bedenktijd. De termijnen staan in Mijn omgeving.',
      ];
    default:
      return [
        greeting,
        `Wij sturen u deze brief over: ${title}.`,
        'Hebt u vragen? Neem dan gerust contact met ons op.',
      ];
  }
}
