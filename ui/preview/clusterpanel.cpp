#include "ui/preview/clusterpanel.h"

#include "model/analysis/clusterbudgettext.h"
#include "model/schema/units.h"
#include "ui/document/document.h"
#include "ui/preview/clustermodel.h"
#include "ui/preview/previewservice.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QStatusTipEvent>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace {

// Enter on a row does what a double click does: QTableView's Enter only edits.
class ActivatingView : public QTableView
{
public:
    using QTableView::QTableView;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) &&
            currentIndex().isValid()) {
            emit activated(currentIndex());
            return;
        }
        QTableView::keyPressEvent(event);
    }
};

} // namespace

ClusterPanel::ClusterPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_profile(new QLabel)
    , m_model(new ClusterModel(this))
    , m_view(new ActivatingView)
{
    m_profile->setObjectName(QStringLiteral("clusterProfile"));
    m_profile->setWordWrap(true);
    m_profile->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("clusterView"));
    m_view->setModel(m_model);
    m_view->setItemDelegateForColumn(ClusterModel::UsedColumn, new ClusterBarDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTabKeyNavigation(false); // Tab leaves the panel; arrows walk the rows
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ClusterModel::TablesColumn,
                                                     QHeaderView::Stretch);
    connect(m_view, &QTableView::activated, this, &ClusterPanel::selectTableOf);
    // The whole list of a row's tables, which its cell cuts at 1280x720, in the status bar for
    // the keyboard (the cell's tooltip has it for the mouse).
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showRowInStatusBar(current); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_profile);
    layout->addWidget(m_view, 1);
    retranslate();
}

QString ClusterPanel::profileText() const
{
    return m_profile->text();
}

void ClusterPanel::showSnapshot(const PreviewSnapshot &snapshot)
{
    // A lint stopped early by a newer edit has no budget: the last one stays until the next.
    if (!snapshot.lint.budget)
        return;
    m_shown = true;
    const int row = m_view->currentIndex().row();
    // A project without tables asks nothing: no rows, and a line saying why.
    m_model->setBudget(snapshot.lint.budget->tables.isEmpty() ? ClusterBudget::Result{}
                                                              : *snapshot.lint.budget);
    if (row >= 0 && row < m_model->rowCount())
        m_view->setCurrentIndex(m_model->index(row, 0));
    retranslate();
}

void ClusterPanel::showRowInStatusBar(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QString text =
        tr("%1: %2", "a measure of the cluster budget and its tables")
            .arg(m_model->index(index.row(), ClusterModel::MeasureColumn).data().toString(),
                 m_model->index(index.row(), ClusterModel::TablesColumn).data().toString());
    m_view->setStatusTip(text);
    QStatusTipEvent tip(text);
    QCoreApplication::sendEvent(this, &tip);
}

void ClusterPanel::selectTableOf(const QModelIndex &index)
{
    const QString table = index.data(ClusterModel::TableRole).toString();
    if (table.isEmpty())
        return;
    // After the view's own handling of the key or click: selecting rebuilds other panels.
    QTimer::singleShot(0, m_document, [document = m_document, table] {
        if (document->project().findTable(table))
            document->select(table);
    });
}

void ClusterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ClusterPanel::retranslate()
{
    m_model->retranslate();
    m_view->setAccessibleName(tr("Cluster budget"));
    if (m_shown && m_model->rowCount() == 0) {
        m_profile->setText(tr("Add tables to see what they ask of each region server."));
        return;
    }
    if (!m_shown) {
        m_profile->setText(tr("The cluster budget appears once every table is measured."));
        return;
    }
    QString text = tr("%1. Each row is one measure of what all the tables ask of every region "
                      "server; set the cluster in the project's properties.")
                       .arg(ClusterBudget::profileText(m_document->project().cluster));
    if (const QString growth = ClusterBudget::growthText(m_model->budget()); !growth.isEmpty())
        text += u' ' + growth;
    if (const QString reads = ClusterBudget::readsText(m_model->budget()); !reads.isEmpty())
        text += u' ' + reads;
    m_profile->setText(Units::tidyText(text));
}
