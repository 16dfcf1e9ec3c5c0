/** A one-page sample vehicle history report as a minimal, valid PDF (the cars' `file`). */

export function historyReportPdf(): Buffer {
  const lines = [
    ['Vehicle History Report (sample)', 22],
    ['This is a sample report for the demonstration dealer sites.', 12],
    ['Written-off register: no record found', 12],
    ['Stolen vehicle register: no record found', 12],
    ['Finance owing (PPSR): no security interest registered', 12],
    ['Odometer history: consistent with service records', 12],
  ] as const;
  let y = 770;
  const text = lines
    .map(([t, size]) => `BT /F1 ${size} Tf 72 ${(y -= size === 22 ? 0 : 28)} Td (${t}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
