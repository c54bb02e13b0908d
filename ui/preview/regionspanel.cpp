#include "ui/preview/regionspanel.h"

#include "model/schema/objectpath.h"
#include "ui/charts/chartscroll.h"
#include "ui/charts/regionschart.h"
#include "ui/document/document.h"
#include "ui/preview/previewservice.h"
#include "ui/properties/propertymodel.h"

#include <QComboBox>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

namespace {

// The box's entries: a split kind, and for Algorithm which one.
struct Strategy
{
    SplitKind kind;
    SplitAlgorithm algorithm;
};
constexpr Strategy kStrategies[] = {
    {SplitKind::None, SplitAlgorithm::HexString},
    {SplitKind::Explicit, SplitAlgorithm::HexString},
    {SplitKind::Algorithm, SplitAlgorithm::HexString},
    {SplitKind::Algorithm, SplitAlgorithm::DecimalString},
    {SplitKind::Algorithm, SplitAlgorithm::Uniform},
    {SplitKind::StartEnd, SplitAlgorithm::HexString},
    {SplitKind::SaltBuckets, SplitAlgorithm::HexString},
    {SplitKind::Recommended, SplitAlgorithm::HexString},
};

} // namespace

RegionsPanel::RegionsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_strategyLabel(new QLabel)
    , m_strategy(new QComboBox)
    , m_regionsLabel(new QLabel)
    , m_regions(new QSpinBox)
    , m_chart(new RegionsChart)
    , m_message(new QLabel)
{
    m_strategy->setObjectName(QStringLiteral("splitStrategy"));
    m_regions->setObjectName(QStringLiteral("splitRegions"));
    m_regions->setRange(2, 10000);
    m_regions->setKeyboardTracking(false);
    m_strategyLabel->setBuddy(m_strategy);
    m_regionsLabel->setBuddy(m_regions);
    m_message->setObjectName(QStringLiteral("regionsMessage"));
    m_message->setWordWrap(true);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_strategyLabel);
    controls->addWidget(m_strategy, 1);
    controls->addSpacing(12);
    controls->addWidget(m_regionsLabel);
    controls->addWidget(m_regions);
    auto *layout = new QVBoxLayout(this);
    // Tight, so that on a projector the chart below shows whole in a short tab.
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(3);
    layout->addLayout(controls);
    layout->addWidget(m_message);
    // The chart keeps the height its bars and axes need to read; in a panel shorter than that (a
    // projector's window gives the diagram most of its height) it scrolls.
    layout->addWidget(scrollableChart(m_chart), 1);
    retranslate();
    connect(m_strategy, &QComboBox::activated, this, &RegionsPanel::setStrategy);
    connect(m_regions, &QSpinBox::valueChanged, this, &RegionsPanel::setRegionCount);
    connect(document, &Document::changed, this, &RegionsPanel::syncControls);
    connect(document, &Document::selectionChanged, this, &RegionsPanel::syncControls);
    syncControls();
}

void RegionsPanel::showMessage(const QString &message)
{
    m_message->setText(message);
    // No empty line's height between the controls and the chart.
    m_message->setVisible(!message.isEmpty());
}

void RegionsPanel::retranslate()
{
    const QSignalBlocker blocker(m_strategy);
    const int current = m_strategy->currentIndex();
    m_strategy->clear();
    m_strategy->addItems({tr("None: one region"), tr("Explicit split keys"), tr("HexStringSplit"),
                          tr("DecimalStringSplit"), tr("UniformSplit"), tr("Start and end key"),
                          tr("Salt buckets", "a pre-split strategy"),
                          tr("Recommended from the sample")});
    m_strategy->setCurrentIndex(current);
    m_strategy->setToolTip(tr("How the table is pre-split into regions when it is created"));
    m_regions->setToolTip(tr("How many regions the table starts with"));
    m_strategyLabel->setText(tr("&Pre-split:"));
    m_regionsLabel->setText(tr("Re&gions:"));
}

void RegionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (splitsPath().isEmpty())
            syncControls(); // its "select a table" line, in the new language
    }
    QWidget::changeEvent(event);
}

QString RegionsPanel::splitsPath() const
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    if (path.kind == ObjectPath::Kind::Project || path.kind == ObjectPath::Kind::Namespace ||
        !m_document->project().findTable(path.tableFullName()))
        return {};
    return path.tableFullName() + QStringLiteral("#splits");
}

void RegionsPanel::syncControls()
{
    const QString path = splitsPath();
    setEnabled(!path.isEmpty());
    const QSignalBlocker strategyBlocker(m_strategy);
    const QSignalBlocker regionsBlocker(m_regions);
    if (path.isEmpty()) {
        // Nothing of the last table stays: no strategy, no count, no chart.
        m_strategy->setCurrentIndex(-1);
        m_regions->setSpecialValueText(QStringLiteral(" ")); // shown for the minimum, 0
        m_regions->setMinimum(0);
        m_regions->setValue(0);
        m_chart->clear();
        showMessage(tr("Select a table to see its regions."));
        return;
    }
    const SplitSpec &s =
        m_document->project().findTable(ObjectPath::parse(path).tableFullName())->splits;
    for (int i = 0; i < int(std::size(kStrategies)); ++i) {
        if (kStrategies[i].kind == s.kind &&
            (s.kind != SplitKind::Algorithm || kStrategies[i].algorithm == s.algorithm))
            m_strategy->setCurrentIndex(i);
    }
    const bool counted = s.kind != SplitKind::None && s.kind != SplitKind::Explicit;
    m_regions->setEnabled(counted);
    m_regions->setSpecialValueText({});
    m_regions->setMinimum(counted ? 2 : 1);
    m_regions->setValue(counted                         ? s.regions
                        : s.kind == SplitKind::Explicit ? int(s.keys.size()) + 1
                                                        : 1);
}

bool RegionsPanel::setStrategy(int index)
{
    const QString path = splitsPath();
    if (path.isEmpty() || index < 0 || index >= int(std::size(kStrategies)))
        return false;
    const Strategy strategy = kStrategies[index];
    QString error;
    QList<FixEdit> edits{
        {path, QStringLiteral("splits.kind"), kSplitKindNames.name(strategy.kind)}};
    if (strategy.kind == SplitKind::Algorithm)
        edits.append({path, QStringLiteral("splits.algorithm"),
                      kSplitAlgorithmNames.name(strategy.algorithm)});
    const bool done = editProperties(m_document, tr("Change Pre-split"), edits, &error);
    showMessage(error);
    syncControls();
    return done;
}

bool RegionsPanel::setRegionCount(int regions)
{
    const QString path = splitsPath();
    if (path.isEmpty())
        return false;
    QString error;
    const bool done =
        editProperty(m_document, tr("Change Region Count"), path, QStringLiteral("splits.regions"),
                     QString::number(regions), &error, path + QStringLiteral("|splits.regions"));
    showMessage(error);
    return done;
}

void RegionsPanel::showSnapshot(const PreviewSnapshot &snapshot)
{
    if (!snapshot.analysis) {
        m_chart->clear();
        return;
    }
    const TableAnalysis &a = *snapshot.analysis;
    if (!a.available) {
        m_chart->clear();
        showMessage(a.error.isEmpty()
                        ? tr("The table needs a row key and sample data to be previewed.")
                        : a.error);
        return;
    }
    m_chart->setRegions(a.preview.splitKeys, a.preview.assignment.counts);
    // Even totals can hide a hotspot in time: all writes of a moment in one region, moving on.
    const std::vector<double> &shares = a.preview.heatmap.hottestShare;
    const double worst = shares.empty() ? 0.0 : *std::max_element(shares.begin(), shares.end());
    const int regions = int(a.preview.assignment.counts.size());
    showMessage(regions > 1 && worst >= 0.5
                    ? tr("Writes as they arrive: one region takes up to %1% of a time "
                         "window's writes (see the write heatmap).")
                          .arg(qRound(100.0 * worst))
                    : QString());
}
