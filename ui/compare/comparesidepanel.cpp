#include "ui/compare/comparesidepanel.h"

#include "model/analysis/tableanalysis.h"
#include "ui/charts/heatmapchart.h"
#include "ui/charts/regionschart.h"
#include "ui/compare/compareservice.h"
#include "ui/preview/keyordermodel.h"
#include "ui/preview/keyorderpanel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace {
// An item's data: where its table comes from (-1: "Other file...") and the table.
constexpr int kSourceRole = Qt::UserRole + 1;
constexpr int kOtherFile = -1;
} // namespace

CompareSidePanel::CompareSidePanel(QWidget *parent)
    : QWidget(parent)
    , m_picker(new QComboBox)
    , m_pickerLabel(new QLabel)
    , m_status(new QLabel)
    , m_splitter(new QSplitter(Qt::Vertical))
    , m_regions(new RegionsChart)
    , m_heatmap(new HeatmapChart)
    , m_keys(new KeyOrderModel(this))
    , m_keyView(new QTableView)
{
    m_picker->setObjectName(QStringLiteral("comparePicker"));
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(16);
    m_pickerLabel->setBuddy(m_picker);
    m_status->setObjectName(QStringLiteral("compareSideStatus"));
    m_status->setWordWrap(true);
    m_status->setEnabled(false); // greyed, as the charts' empty hints
    m_status->hide();
    // Small enough for three columns on a 1280-pixel screen; both charts still read.
    m_regions->setMinimumSize(280, 150);
    m_heatmap->setMinimumSize(280, 210);

    m_keyView->setObjectName(QStringLiteral("compareKeys"));
    const int digit = KeyOrderPanel::setUpKeyView(m_keyView, m_keys);
    m_keyView->setColumnWidth(KeyOrderModel::RankColumn, digit * 5);
    m_keyView->setColumnWidth(KeyOrderModel::RegionColumn, digit * 7);
    m_keyView->setColumnHidden(KeyOrderModel::HexColumn, true);
    m_keyView->setColumnHidden(KeyOrderModel::SourceColumn, true);
    m_keyView->setMinimumHeight(m_keyView->verticalHeader()->defaultSectionSize() * 4);

    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_regions);
    m_splitter->addWidget(m_heatmap);
    m_splitter->addWidget(m_keyView);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 4);
    m_splitter->setStretchFactor(2, 3);

    auto *top = new QHBoxLayout;
    top->addWidget(m_pickerLabel);
    top->addWidget(m_picker, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_status);
    layout->addWidget(m_splitter, 1);
    connect(m_picker, &QComboBox::activated, this, &CompareSidePanel::pick);
    retranslate();
    clear();
}

void CompareSidePanel::setTables(const QStringList &documentTables, const QString &otherTitle,
                                 const QStringList &otherTables, Source source,
                                 const QString &table)
{
    const QSignalBlocker blocker(m_picker);
    m_picker->clear();
    int current = -1;
    const auto add = [&](Source from, const QStringList &tables, const QString &prefix) {
        for (const QString &name : tables) {
            if (from == source && name == table)
                current = m_picker->count();
            m_picker->addItem(prefix + name);
            m_picker->setItemData(m_picker->count() - 1, int(from), kSourceRole);
            m_picker->setItemData(m_picker->count() - 1, name, Qt::UserRole);
        }
    };
    add(DocumentSource, documentTables, QString());
    if (!otherTables.isEmpty()) {
        m_picker->insertSeparator(m_picker->count());
        add(OtherSource, otherTables, otherTitle + QStringLiteral(": "));
    }
    m_picker->insertSeparator(m_picker->count());
    m_picker->addItem(tr("Other file..."));
    m_picker->setItemData(m_picker->count() - 1, kOtherFile, kSourceRole);
    m_picker->setCurrentIndex(current);
    if (current < 0 && !table.isEmpty()) // gone from its project: said so, not swapped silently
        m_picker->setPlaceholderText(table);
}

void CompareSidePanel::pick(int index)
{
    const int source = m_picker->itemData(index, kSourceRole).toInt();
    if (source == kOtherFile)
        emit otherFileRequested();
    else
        emit tableChosen(Source(source), m_picker->itemData(index, Qt::UserRole).toString());
}

void CompareSidePanel::showResult(const CompareSideResult &result)
{
    QString status;
    if (!result.found)
        status = tr("There is no table %1 in its project.").arg(result.table);
    else if (!result.figures.measured)
        status = result.figures.error.isEmpty()
                     ? tr("Not measured: the table has no row key or no sample data.")
                     : tr("Not measured: %1").arg(result.figures.error);
    m_status->setText(status);
    m_status->setVisible(!status.isEmpty());
    const bool available = result.analysis && result.analysis->available;
    if (!available) {
        m_regions->clear();
        m_heatmap->clear();
        m_keys->clear();
        return;
    }
    const PreviewResult &preview = result.analysis->preview;
    m_regions->setRegions(preview.splitKeys, preview.assignment.counts);
    m_heatmap->setHeatmap(preview.heatmap);
    m_keys->setAnalysis(result.analysis);
}

void CompareSidePanel::clear()
{
    m_regions->clear();
    m_heatmap->clear();
    m_keys->clear();
}

void CompareSidePanel::shareScales(qint64 keys, qint64 writes)
{
    m_regions->setCountCeiling(keys);
    m_heatmap->setWritesCeiling(writes);
}

void CompareSidePanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_sized)
        return;
    // The charts take most of the height; the keys show a dozen rows.
    m_sized = true;
    const int height = m_splitter->height();
    m_splitter->setSizes({height * 3 / 10, height * 43 / 100, height * 27 / 100});
}

void CompareSidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CompareSidePanel::retranslate()
{
    m_pickerLabel->setText(tr("&Table:"));
    m_picker->setToolTip(tr("A table of this project, of another project file (Other file...), "
                            "or the one a lesson passed in"));
    if (m_picker->count() > 0)
        m_picker->setItemText(m_picker->count() - 1, tr("Other file..."));
    m_keys->retranslate();
}
