#include "ui/preview/keyorderpanel.h"

#include "model/hbase/bytes.h"
#include "ui/preview/keyordermodel.h"
#include "ui/preview/previewservice.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

KeyOrderPanel::KeyOrderPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new KeyOrderModel(this))
    , m_search(new QLineEdit)
    , m_view(new QTableView)
    , m_status(new QLabel)
{
    m_search->setObjectName(QStringLiteral("keySearch"));
    m_search->setClearButtonEnabled(true);
    m_view->setObjectName(QStringLiteral("keyOrderView"));
    const int digit = setUpKeyView(m_view, m_model);
    m_view->setColumnWidth(KeyOrderModel::RankColumn, digit * 9);
    m_view->setColumnWidth(KeyOrderModel::RegionColumn, digit * 8);
    m_view->setColumnWidth(KeyOrderModel::KeyColumn, digit * 34);
    m_view->setColumnWidth(KeyOrderModel::HexColumn, digit * 34);
    auto *top = new QHBoxLayout;
    top->addWidget(m_search, 1);
    top->addWidget(m_status);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { search(m_search->text()); });
    retranslate();
}

int KeyOrderPanel::setUpKeyView(QTableView *view, KeyOrderModel *model)
{
    view->setModel(model);
    view->setTabKeyNavigation(false); // read only: Tab goes on, the arrows move in it
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setWordWrap(false);
    view->verticalHeader()->hide();
    // Fixed row heights and column widths: nothing is measured over a million rows.
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    view->setFont(mono);
    return QFontMetrics(mono).horizontalAdvance(u'0');
}

void KeyOrderPanel::retranslate()
{
    m_search->setPlaceholderText(
        tr("Find a key prefix (toStringBinary) or a value; Enter for the next"));
    m_search->setToolTip(tr("A key prefix such as user42_ or \\x00\\x01 jumps to where it sorts; "
                            "other text finds the next key or sample value that contains it"));
    m_model->retranslate();
}

void KeyOrderPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void KeyOrderPanel::showSnapshot(const PreviewSnapshot &snapshot)
{
    m_model->setAnalysis(snapshot.analysis);
    m_status->setText(tr("%Ln key(s)", nullptr, m_model->rowCount()));
}

int KeyOrderPanel::search(const QString &text)
{
    if (text.isEmpty() || m_model->rowCount() == 0)
        return -1;
    int rank = -1;
    // A prefix in toStringBinary form first: where it would sort.
    const Bytes::ParseResult prefix = Bytes::parseStringBinary(text);
    if (prefix.ok()) {
        const int bound = m_model->lowerBound(prefix.bytes);
        if (bound < m_model->rowCount() &&
            m_model->index(bound, KeyOrderModel::KeyColumn).data().toString().startsWith(text))
            rank = bound;
    }
    if (rank < 0) {
        const int current = m_view->currentIndex().isValid() ? m_view->currentIndex().row() + 1 : 0;
        rank = m_model->find(text, current);
    }
    if (rank < 0) {
        m_status->setText(tr("Not found: %1").arg(text));
        return -1;
    }
    const QModelIndex index = m_model->index(rank, KeyOrderModel::KeyColumn);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
    m_status->setText(tr("Rank %1 of %2").arg(rank).arg(m_model->rowCount()));
    return rank;
}
