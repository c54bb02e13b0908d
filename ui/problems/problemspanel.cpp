#include "ui/problems/problemspanel.h"

#include "ui/document/document.h"
#include "ui/problems/exportguard.h"
#include "ui/problems/findingsmodel.h"
#include "ui/properties/propertymodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The severity box's last entry: the suppressed findings instead of the reported ones.
constexpr int kSuppressedEntry = 4;

// Keeps the findings of the chosen severity (or all, or the suppressed ones) whose text contains
// the filter.
class FindingsFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setEntry(int entry) // 0: all, 1-3: errors, warnings, info, kSuppressedEntry
    {
        m_entry = entry;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex first = sourceModel()->index(row, 0, parent);
        const bool suppressed = first.data(FindingsModel::SuppressedRole).toBool();
        if (suppressed != (m_entry == kSuppressedEntry))
            return false;
        if (m_entry >= 1 && m_entry <= 3 &&
            first.data(FindingsModel::SeverityRole).toInt() != m_entry - 1)
            return false;
        const QRegularExpression pattern = filterRegularExpression();
        if (pattern.pattern().isEmpty())
            return true;
        for (int column = 0; column < sourceModel()->columnCount(parent); ++column) {
            if (sourceModel()->index(row, column, parent).data().toString().contains(pattern))
                return true;
        }
        return false;
    }

private:
    int m_entry = 0;
};

} // namespace

ProblemsPanel::ProblemsPanel(Document *document, FindingsModel *model, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(model)
    , m_filter(new FindingsFilter(this))
    , m_severity(new QComboBox)
    , m_text(new QLineEdit)
    , m_fix(new QPushButton)
    , m_suppress(new QPushButton)
    , m_unsuppress(new QPushButton)
    , m_view(new QTableView)
    , m_emptyHint(new QLabel)
    , m_fixText(new QLabel)
{
    m_filter->setSourceModel(model);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_severity->setObjectName(QStringLiteral("severityFilter"));
    m_severity->setSizeAdjustPolicy(QComboBox::AdjustToContents); // "Suppressed (12)" whole
    m_text->setObjectName(QStringLiteral("problemFilter"));
    m_text->setClearButtonEnabled(true);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    m_suppress->setObjectName(QStringLiteral("suppressButton"));
    m_unsuppress->setObjectName(QStringLiteral("unsuppressButton"));
    m_fix->setIcon(QIcon(QStringLiteral(":/icons/fix.svg")));
    m_suppress->setIcon(QIcon(QStringLiteral(":/icons/suppress.svg")));

    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(m_filter);
    m_view->setTabKeyNavigation(false); // read only: Tab goes on, the arrows move in it
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    // A message is read whole: it wraps in the width the short columns leave it, and each row
    // is as tall as its message (the tooltip adds the fix). An object's path is cut in the
    // middle, where it repeats the namespace, rather than pushing the message out of sight.
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    QHeaderView *header = m_view->horizontalHeader();
    header->setStretchLastSection(false);
    for (int column : {FindingsModel::SeverityColumn, FindingsModel::RuleColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    for (int column : {FindingsModel::MessageColumn, FindingsModel::ReasonColumn})
        header->setSectionResizeMode(column, QHeaderView::Stretch);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_severity);
    bar->addWidget(m_text, 1);
    bar->addWidget(m_fix);
    bar->addWidget(m_suppress);
    bar->addWidget(m_unsuppress);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    m_fixText->setObjectName(QStringLiteral("problemFixText"));
    m_fixText->setWordWrap(true);
    m_fixText->setContentsMargins(6, 2, 6, 0);
    m_fixText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // Two lines always, so that the panel and the views beside it keep their size as the
    // current finding changes (a fix is a clause; the tooltip holds a longer one whole).
    fitFixText();
    layout->addWidget(m_fixText);
    // Arriving by Tab, the list selects its current row, so that the highlight shows where
    // the arrows and Enter act.
    m_view->installEventFilter(this);
    // In place of an empty Suppressed list: how a finding gets there.
    m_emptyHint->setObjectName(QStringLiteral("problemsEmptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_emptyHint->setContentsMargins(6, 4, 6, 0);
    m_emptyHint->setEnabled(false); // greyed, as the other panels' empty hints
    layout->addWidget(m_emptyHint, 1);
    retranslate();

    connect(m_severity, &QComboBox::currentIndexChanged, this, &ProblemsPanel::applyFilterMode);
    connect(m_text, &QLineEdit::textChanged, m_filter,
            &QSortFilterProxyModel::setFilterFixedString);
    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit objectActivated(index.data(FindingsModel::ObjectPathRole).toString());
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &ProblemsPanel::updateButtons);
    // Each lint replaces the findings: the row the user was on stays current, and the focus in
    // the list, so that the arrow keys and Enter go on from there.
    connect(m_filter, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        m_keptCurrent = {current.siblingAtColumn(FindingsModel::RuleColumn).data().toString(),
                         current.data(FindingsModel::ObjectPathRole).toString()};
        m_keptRow = current.row();
        const QWidget *focus = QApplication::focusWidget();
        m_keptFocus = focus && (focus == m_view || m_view->isAncestorOf(focus));
    });
    connect(m_filter, &QAbstractItemModel::modelReset, this, [this] {
        bool found = false;
        for (int row = 0; !m_keptCurrent.first.isEmpty() && row < m_filter->rowCount(); ++row) {
            const QModelIndex index = m_filter->index(row, FindingsModel::RuleColumn);
            if (index.data().toString() == m_keptCurrent.first &&
                index.data(FindingsModel::ObjectPathRole).toString() == m_keptCurrent.second) {
                m_view->setCurrentIndex(index.siblingAtColumn(0));
                found = true;
                break;
            }
        }
        // A finding a fix made go: the one that took its row, so Down goes on from there.
        if (!found && m_keptRow >= 0 && m_filter->rowCount() > 0)
            m_view->setCurrentIndex(
                m_filter->index(std::min(m_keptRow, m_filter->rowCount() - 1), 0));
        m_keptRow = -1;
        if (m_keptFocus && m_view->isVisible())
            m_view->setFocus(Qt::OtherFocusReason);
        m_keptCurrent = {};
        m_keptFocus = false;
    });
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ProblemsPanel::updateButtons);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &ProblemsPanel::fitObjectColumn);
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &ProblemsPanel::fitObjectColumn);
    connect(m_fix, &QPushButton::clicked, this, [this] {
        QString error;
        if (fixCurrent(&error))
            m_view->setFocus(Qt::OtherFocusReason); // the keyboard back on the list, not lost
        else if (!error.isEmpty())
            QMessageBox::warning(this, tr("Cannot Apply the Fix"), error);
    });
    connect(m_suppress, &QPushButton::clicked, this, &ProblemsPanel::askAndSuppress);
    connect(m_unsuppress, &QPushButton::clicked, this, &ProblemsPanel::unsuppressCurrent);
    // The Suppressed entry counts them.
    connect(m_model, &QAbstractItemModel::modelReset, this, &ProblemsPanel::showSeverityEntries);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ProblemsPanel::updateEmptyHint);
    applyFilterMode();
}

void ProblemsPanel::fitObjectColumn()
{
    // As wide as its longest path, but at most a quarter of the view: the message needs the room.
    m_view->resizeColumnToContents(FindingsModel::ObjectColumn);
    const int most = std::max(m_view->viewport()->width() / 4, 120);
    if (m_view->columnWidth(FindingsModel::ObjectColumn) > most)
        m_view->setColumnWidth(FindingsModel::ObjectColumn, most);
}

void ProblemsPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitObjectColumn();
}

void ProblemsPanel::applyFilterMode()
{
    const bool suppressed = isShowingSuppressed();
    static_cast<FindingsFilter *>(m_filter)->setEntry(m_severity->currentIndex());
    m_fix->setVisible(!suppressed);
    m_suppress->setVisible(!suppressed);
    m_unsuppress->setVisible(suppressed);
    m_view->setColumnHidden(FindingsModel::ReasonColumn, !suppressed);
    updateEmptyHint();
    if (suppressed) // the problem and the reason share the room the problem had alone
        m_view->horizontalHeader()->resizeSection(
            FindingsModel::MessageColumn,
            std::max(200,
                     m_view->horizontalHeader()->sectionSize(FindingsModel::MessageColumn) / 2));
    updateButtons();
}

void ProblemsPanel::updateEmptyHint()
{
    const bool empty = isShowingSuppressed() && m_model->suppressed().isEmpty();
    m_emptyHint->setVisible(empty);
    m_view->setVisible(!empty);
    updateButtons();
}

QString ProblemsPanel::emptyHint() const
{
    return m_emptyHint->isHidden() ? QString() : m_emptyHint->text();
}

void ProblemsPanel::showSuppressed(bool suppressed)
{
    m_severity->setCurrentIndex(suppressed ? kSuppressedEntry : 0);
}

void ProblemsPanel::showErrors()
{
    m_text->clear();
    m_severity->setCurrentIndex(1);
    if (m_filter->rowCount() > 0)
        m_view->setCurrentIndex(m_filter->index(0, 0));
}

bool ProblemsPanel::confirmExport()
{
    switch (ExportGuard::ask(window(), m_model->count(Severity::Error))) {
    case ExportGuard::Answer::Export:
        return true;
    case ExportGuard::Answer::ShowProblems:
        showErrors();
        if (auto *dock = qobject_cast<QDockWidget *>(parentWidget())) {
            dock->show();
            dock->raise();
        }
        return false;
    case ExportGuard::Answer::Cancel:
        break;
    }
    return false;
}

bool ProblemsPanel::isShowingSuppressed() const
{
    return m_severity->currentIndex() == kSuppressedEntry;
}

void ProblemsPanel::showSeverityEntries()
{
    const QStringList texts = {tr("All severities"), tr("Errors"), tr("Warnings"), tr("Info"),
                               tr("Suppressed (%1)").arg(m_model->suppressed().size())};
    const QSignalBlocker blocker(m_severity);
    if (m_severity->count() != texts.size()) {
        m_severity->clear();
        m_severity->addItems(texts);
        return;
    }
    for (int i = 0; i < texts.size(); ++i)
        m_severity->setItemText(i, texts[i]);
}

void ProblemsPanel::retranslate()
{
    showSeverityEntries();
    m_severity->setToolTip(
        tr("Show the findings of one severity, or those the project accepts on purpose"));
    m_text->setPlaceholderText(tr("Filter by rule, object or text"));
    m_text->setToolTip(tr("Show only the findings that contain this text"));
    m_fix->setText(tr("Fi&x"));
    m_fix->setToolTip(tr("Apply the rule's fix to the design (one undoable edit)"));
    m_suppress->setText(tr("S&uppress..."));
    m_suppress->setToolTip(tr("Accept this finding on purpose, with a reason saved in the "
                              "project; lint then counts it instead of reporting it"));
    m_emptyHint->setText(tr("No finding is suppressed: to accept one on purpose, select it under "
                            "All severities and click Suppress."));
    m_unsuppress->setText(tr("Unsuppress"));
    m_unsuppress->setToolTip(tr("Report this finding again: drops its suppression from the "
                                "project (one undoable edit)"));
}

void ProblemsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange) // larger in presentation mode
        fitFixText();
    QWidget::changeEvent(event);
}

const Finding *ProblemsPanel::currentFinding() const
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    return index.isValid() ? m_model->findingAt(index.row()) : nullptr;
}

void ProblemsPanel::updateButtons()
{
    const Finding *f = currentFinding();
    const bool suppressed = f && isCurrentSuppressed();
    m_fix->setEnabled(f && !suppressed && !f->edits.isEmpty());
    m_suppress->setEnabled(f && !suppressed);
    m_unsuppress->setEnabled(suppressed);
    m_fixText->setText(f && !f->fix.isEmpty() ? tr("How to fix: %1").arg(f->fix) : QString());
    m_fixText->setToolTip(m_fixText->text());
    m_fixText->setVisible(!m_view->isHidden());
}

void ProblemsPanel::fitFixText()
{
    m_fixText->setFixedHeight(2 * m_fixText->fontMetrics().lineSpacing() + 4);
}

bool ProblemsPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::FocusIn &&
        !m_view->selectionModel()->hasSelection() && m_filter->rowCount() > 0) {
        const QModelIndex current = m_view->currentIndex();
        m_view->selectionModel()->setCurrentIndex(
            current.isValid() ? current : m_filter->index(0, 0),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    return QWidget::eventFilter(watched, event);
}

bool ProblemsPanel::fixCurrent(QString *error)
{
    const Finding *f = currentFinding();
    if (!f || f->edits.isEmpty())
        return false;
    const QList<FixEdit> edits = f->edits; // the finding goes when the lint reruns
    return editProperties(m_document, tr("Fix %1").arg(f->ruleId), edits, error);
}

bool ProblemsPanel::isCurrentSuppressed() const
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    return index.isValid() && m_model->isSuppressed(index.row());
}

bool ProblemsPanel::suppressCurrent(const QString &reason)
{
    const Finding *f = currentFinding();
    if (!f || isCurrentSuppressed() || reason.trimmed().isEmpty())
        return false;
    const Suppression suppression{f->ruleId, f->objectPath, reason.trimmed()};
    return m_document->edit(tr("Suppress %1").arg(f->ruleId), [&](Project *p, QString *) {
        p->suppressions.append(suppression);
        return true;
    });
}

bool ProblemsPanel::unsuppressCurrent()
{
    const Finding *f = currentFinding();
    if (!f || !isCurrentSuppressed())
        return false;
    const QString rule = f->ruleId;
    const QString object = f->objectPath;
    return m_document->edit(tr("Unsuppress %1").arg(rule), [&](Project *p, QString *) {
        return p->suppressions.removeIf([&](const Suppression &s) {
            return s.ruleId == rule && s.objectPath == object;
        }) > 0;
    });
}

void ProblemsPanel::askAndSuppress()
{
    const Finding *f = currentFinding();
    if (!f)
        return;
    bool ok = false;
    const QString reason = QInputDialog::getText(
        this, tr("Suppress %1").arg(f->ruleId),
        tr("Why is this finding accepted for %1? The reason is saved in the project.")
            .arg(f->objectPath),
        QLineEdit::Normal, QString(), &ok);
    if (ok)
        suppressCurrent(reason);
}
