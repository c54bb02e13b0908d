#include "ui/report/keylayoutfigure.h"

#include "ui/rowkey/segmentpalette.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QStyle>

namespace {

constexpr int kBytesPerLine = 32;
constexpr qreal kCell = 22;   // a byte's cell, square
constexpr qreal kGutter = 40; // the offset before each line
constexpr qreal kLine = 18;   // a segment's line below the bytes

QString byteText(char byte)
{
    return QStringLiteral("%1").arg(uchar(byte), 2, 16, QLatin1Char('0'));
}

} // namespace

QPicture KeyLayoutFigure::record(const QByteArray &key, const QList<ReportKeySegment> &layout)
{
    const QPalette palette = QApplication::style()->standardPalette(); // paper is light
    QList<int> segmentOfByte(key.size(), -1);
    for (qsizetype s = 0; s < layout.size(); ++s) {
        for (int i = layout[s].offset; i < layout[s].offset + layout[s].width && i < key.size();
             ++i)
            segmentOfByte[i] = int(s);
    }
    const int lines = int((key.size() + kBytesPerLine - 1) / kBytesPerLine);
    const qreal width = kGutter + kBytesPerLine * kCell + 2;
    const qreal keyHeight = lines * (kCell + 4);
    const qreal height = keyHeight + 8 + layout.size() * kLine + 4;

    QPicture picture;
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont mono(QStringLiteral("DejaVu Sans Mono"));
    mono.setStyleHint(QFont::Monospace);
    mono.setPixelSize(10);
    QFont text = QApplication::font();
    text.setPixelSize(11);
    painter.fillRect(QRectF(0, 0, width, height), Qt::white);
    for (qsizetype i = 0; i < key.size(); ++i) {
        const int line = int(i / kBytesPerLine);
        const int column = int(i % kBytesPerLine);
        const qreal y = line * (kCell + 4);
        if (column == 0) {
            painter.setFont(mono);
            painter.setPen(QColor(0x5a, 0x64, 0x72));
            painter.drawText(QRectF(0, y, kGutter - 6, kCell), Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(i));
        }
        const int segment = segmentOfByte[i];
        const bool literal = segment >= 0 && layout[segment].literal;
        const QRectF cell(kGutter + column * kCell, y, kCell, kCell);
        painter.setPen(QPen(Qt::white, 1));
        painter.setBrush(segment >= 0 ? SegmentPalette::fill(segment, literal, palette)
                                      : QColor(Qt::lightGray));
        painter.drawRect(cell);
        painter.setPen(SegmentPalette::text(palette));
        painter.setFont(mono);
        painter.drawText(cell, Qt::AlignCenter, byteText(key[i]));
    }
    qreal y = keyHeight + 8;
    for (qsizetype s = 0; s < layout.size(); ++s) {
        const ReportKeySegment &seg = layout[s];
        painter.setPen(Qt::NoPen);
        painter.setBrush(SegmentPalette::fill(int(s), seg.literal, palette));
        painter.drawRect(QRectF(kGutter, y + 3, 12, 12));
        QString line = tr("%1   offset %2, %n byte(s), %3", nullptr, seg.width)
                           .arg(seg.notation)
                           .arg(seg.offset)
                           .arg(seg.format);
        if (!seg.fixed)
            line += tr(" (variable width)");
        if (!seg.flags.isEmpty())
            line += QStringLiteral(", ") + seg.flags.join(QStringLiteral(", "));
        painter.setPen(QColor(0x1d, 0x24, 0x30));
        painter.setFont(text);
        const QFontMetricsF metrics(text);
        painter.drawText(QPointF(kGutter + 18, y + 3 + metrics.ascent()),
                         metrics.elidedText(line, Qt::ElideMiddle, width - kGutter - 20));
        y += kLine;
    }
    painter.end();
    picture.setBoundingRect(QRectF(0, 0, width, height).toAlignedRect());
    return picture;
}
