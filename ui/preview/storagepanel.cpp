#include "ui/preview/storagepanel.h"

#include "ui/preview/previewservice.h"

#include "model/analysis/clusterbudget.h"
#include "model/schema/units.h"

#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

StoragePanel::StoragePanel(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel)
{
    m_text->setObjectName(QStringLiteral("storageText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(scroll);
}

QString StoragePanel::text() const
{
    return m_text->text();
}

void StoragePanel::showSnapshot(const PreviewSnapshot &snapshot)
{
    if (!snapshot.analysis) {
        m_text->setText(tr("Select a table to see its storage estimate."));
        return;
    }
    const StorageEstimate::Result &s = snapshot.storage;
    const QLocale locale;
    const auto bytes = [&](double value) { return locale.toString(value, 'f', 1); };
    const auto share = [&](double part) {
        return s.bytesPerRow > 0 ? locale.toString(100.0 * part / s.bytesPerRow, 'f', 1) + u'%'
                                 : QStringLiteral("-");
    };
    const double perCell = s.cellsPerRow > 0 ? s.bytesPerRow / s.cellsPerRow : 0;
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='3'>");
    const auto row = [&html](const QString &label, const QString &value, const QString &extra) {
        html += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td><td>%3</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), extra.toHtmlEscaped());
    };
    // The table's volume first: what a capacity review asks; then what one row is made of.
    if (s.rows > 0) {
        const auto size = [](double value) { return Units::formatSize(value); };
        row(tr("Expected rows"), locale.toString(s.rows),
            s.grows ? tr("a year of rows: the table keeps them with no end") : QString());
        if (s.splitLimited)
            row(tr("Regions as HBase splits them"), locale.toString(s.regions),
                tr("the region servers stop splitting at %1 regions each "
                   "(hbase.regionserver.regionSplitLimit): these regions grow past the split "
                   "size of %2")
                    .arg(locale.toString(qint64(ClusterBudget::kRegionSplitLimit)),
                         size(double(s.splitSize))));
        else
            row(tr("Regions as HBase splits them"), locale.toString(s.regions),
                tr("%1 against a split size of %2; regions %3% full on average")
                    .arg(size(s.splitBytes), size(double(s.splitSize)),
                         locale.toString(100.0 * s.regionFill, 'f', 0)));
        row(tr("Store and MOB files"), size(s.diskBytes()),
            tr("one copy, before HDFS replication"));
        for (const StorageEstimate::FamilyStore &f : s.families) {
            row(tr("  family %1").arg(f.family), size(f.storeBytes),
                tr("%1 rows, %2 cells a row, versions kept: %3; store files after compression")
                    .arg(locale.toString(qint64(f.rows)), locale.toString(f.cellsPerRow, 'g', 3),
                         locale.toString(f.versionsKept, 'g', 3)));
            if (f.mobBytes > 0)
                row(tr("  MOB files of %1").arg(f.family), size(f.mobBytes),
                    tr("outside the regions"));
        }
        row(tr("Total before compression"), size(s.totalBytes), tr("every version kept"));
    }
    row(tr("Cells per row"), locale.toString(s.cellsPerRow, 'f', 1), {});
    row(tr("Bytes per cell"), bytes(perCell), {});
    row(tr("Bytes per row"), bytes(s.bytesPerRow), {});
    row(tr("  row key (in every cell)"), bytes(s.keyBytes), share(s.keyBytes));
    row(tr("  family names"), bytes(s.familyBytes), share(s.familyBytes));
    row(tr("  qualifiers"), bytes(s.qualifierBytes), share(s.qualifierBytes));
    row(tr("  values"), bytes(s.valueBytes), share(s.valueBytes));
    row(tr("  fixed overhead (20 bytes a cell)"), bytes(s.overheadBytes), share(s.overheadBytes));
    html += QStringLiteral("</table>");
    if (s.rows == 0)
        html += QStringLiteral("<p>") +
                tr("Set the table's expected rows to estimate its size and region count.")
                    .toHtmlEscaped() +
                QStringLiteral("</p>");
    m_text->setText(html);
}
