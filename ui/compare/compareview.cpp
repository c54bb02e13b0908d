#include "ui/compare/compareview.h"

#include "model/analysis/tableanalysis.h"
#include "model/io/projectfile.h"
#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/compareservice.h"
#include "ui/document/document.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace {

QStringList tableNames(const Project &project)
{
    QStringList names;
    for (const Table &t : project.tables)
        names.append(t.fullName());
    return names;
}

} // namespace

CompareView::CompareView(Document *document, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_document(document)
    , m_service(new CompareService(this))
    , m_figures(new CompareFiguresModel(this))
    , m_figuresView(new QTableView)
    , m_heading(new QLabel)
    , m_legend(new QLabel)
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_panels{new CompareSidePanel, new CompareSidePanel}
{
    setObjectName(QStringLiteral("compareView"));
    m_figuresView->setObjectName(QStringLiteral("compareFigures"));
    m_figuresView->setModel(m_figures);
    m_figuresView->setTabKeyNavigation(false); // read only: Tab goes on, the arrows move in it
    m_figuresView->verticalHeader()->hide();
    // A long figure's label wraps in a narrow window (a few dozen rows: measuring them is cheap).
    m_figuresView->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figuresView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_figuresView->setWordWrap(true);
    QHeaderView *header = m_figuresView->horizontalHeader();
    // The labels take what the numbers leave; a long table name in a header is cut in the
    // middle, whole in its tooltip (fitFigureColumns).
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(CompareFiguresModel::FigureColumn, QHeaderView::Stretch);
    header->setDefaultAlignment(Qt::AlignCenter);
    m_figuresView->installEventFilter(this);
    m_heading->setObjectName(QStringLiteral("compareHeading"));
    m_heading->setWordWrap(true);
    m_legend->setWordWrap(true);

    auto *middle = new QWidget;
    auto *middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(4, 8, 4, 4);
    middleLayout->addWidget(m_heading);
    middleLayout->addWidget(m_figuresView, 1);
    // The view is a window of its own, full screen on a projector: a way back without the window
    // manager's controls (Esc and Ctrl+W too).
    m_close = new QPushButton;
    m_close->setObjectName(QStringLiteral("compareClose"));
    connect(m_close, &QPushButton::clicked, this, &QWidget::close);
    for (const QKeySequence &keys :
         {QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)})
        connect(new QShortcut(keys, this), &QShortcut::activated, this, &QWidget::close);
    // Where the view covers the designer (a small screen, presentation mode), F6 goes back to it
    // and F6 there comes back here: a variant edited and compared by turns, the figures measured
    // again after every edit while this window stays open.
    m_toDesigner = new QPushButton;
    m_toDesigner->setObjectName(QStringLiteral("compareToDesigner"));
    connect(m_toDesigner, &QPushButton::clicked, this, &CompareView::designerRequested);
    connect(new QShortcut(QKeySequence(Qt::Key_F6), this), &QShortcut::activated, this,
            &CompareView::designerRequested);
    auto *foot = new QHBoxLayout;
    foot->addWidget(m_legend, 1);
    foot->addWidget(m_toDesigner, 0, Qt::AlignBottom);
    foot->addWidget(m_close, 0, Qt::AlignBottom);
    middleLayout->addLayout(foot);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_panels[Left]);
    m_splitter->addWidget(middle);
    m_splitter->addWidget(m_panels[Right]);
    // Extra width goes to the figures as much as to each side's charts.
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setStretchFactor(2, 1);
    connect(m_splitter, &QSplitter::splitterMoved, this, [this] { m_columnsMoved = true; });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_splitter);

    for (const Side side : {Left, Right}) {
        CompareSidePanel *panel = m_panels[side];
        panel->setObjectName(side == Left ? QStringLiteral("compareLeft")
                                          : QStringLiteral("compareRight"));
        connect(panel, &CompareSidePanel::tableChosen, this,
                [this, side](CompareSidePanel::Source source, const QString &table) {
                    m_sides[side].source = source;
                    m_sides[side].table = table;
                    refresh();
                });
        connect(panel, &CompareSidePanel::otherFileRequested, this,
                [this, side] { chooseOtherFile(side); });
    }
    connect(m_service, &CompareService::ready, this, &CompareView::showResult);
    // Before `changed`, which measures the sides again.
    connect(document, &Document::replaced, this, &CompareView::documentReplaced);
    connect(document, &Document::changed, this, [this] {
        syncPickers();
        if (std::any_of(m_sides.cbegin(), m_sides.cend(), [](const SideState &s) {
                return s.source == CompareSidePanel::DocumentSource;
            }))
            refresh();
    });
    retranslate();
    syncPickers();
}

void CompareView::setDocumentTable(Side side, const QString &table)
{
    m_sides[side] = SideState{};
    m_sides[side].table = table;
    syncPickers();
    refresh();
}

void CompareView::setProjectTable(Side side, const Project &project, const QString &table,
                                  const QString &title, const QString &directory, bool withDocument)
{
    SideState &s = m_sides[side];
    s.source = CompareSidePanel::OtherSource;
    s.other = project;
    s.otherDirectory = directory;
    s.otherTitle = title;
    s.otherWithDocument = withDocument;
    s.table = table;
    syncPickers();
    refresh();
}

void CompareView::documentReplaced()
{
    const Project &project = m_document->project();
    for (SideState &s : m_sides) {
        if (s.otherWithDocument) { // its project went with the document it belonged to
            const QString table = s.table;
            s = SideState{};
            s.table = table;
        }
        if (s.source == CompareSidePanel::DocumentSource && !project.findTable(s.table))
            s.table = project.tables.isEmpty() ? QString() : project.tables.first().fullName();
    }
    syncPickers();
}

bool CompareView::setFileTable(Side side, const QString &path, const QString &table, QString *error)
{
    ProjectFile::LoadResult loaded = ProjectFile::load(path);
    if (!loaded.project) {
        *error = loaded.error;
        return false;
    }
    const Project &project = *loaded.project;
    const Table *found = table.isEmpty()
                             ? (project.tables.isEmpty() ? nullptr : &project.tables.first())
                             : project.findTable(table);
    if (!found) {
        *error = table.isEmpty()
                     ? tr("%1 has no tables.").arg(QDir::toNativeSeparators(path))
                     : tr("%1 has no table %2.").arg(QDir::toNativeSeparators(path), table);
        return false;
    }
    const QFileInfo file(path);
    setProjectTable(side, project, found->fullName(), file.fileName(), file.absolutePath());
    return true;
}

void CompareView::chooseOtherFile(Side side)
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Compare a Table of Another Project"),
        m_document->filePath().isEmpty() ? QDir::homePath()
                                         : QFileInfo(m_document->filePath()).absolutePath(),
        tr("Project files (*.json)"));
    QString error;
    if (!path.isEmpty() && !setFileTable(side, path, {}, &error))
        QMessageBox::warning(this, tr("Cannot Open Project"), error);
    syncPickers(); // back to the side's table when nothing was picked
}

void CompareView::syncPickers()
{
    const QStringList documentTables = tableNames(m_document->project());
    for (const Side side : {Left, Right}) {
        const SideState &s = m_sides[side];
        m_panels[side]->setTables(documentTables, s.otherTitle, tableNames(s.other), s.source,
                                  s.table);
    }
}

bool CompareView::isBusy() const
{
    return m_service->isBusy();
}

void CompareView::refresh()
{
    if (!isVisible())
        return; // measured when shown
    const auto sideOf = [this](const SideState &s) {
        if (s.source == CompareSidePanel::OtherSource)
            return CompareSide{s.other, s.otherDirectory, s.table};
        const QString file = m_document->filePath();
        return CompareSide{m_document->project(),
                           file.isEmpty() ? QString() : QFileInfo(file).absolutePath(), s.table};
    };
    m_service->request(sideOf(m_sides[Left]), sideOf(m_sides[Right]));
    m_heading->setText(tr("Computing..."));
}

QString CompareView::titleOf(Side side) const
{
    // The table's name without its namespace keeps the value columns narrow; the pickers above
    // name both in full.
    const SideState &s = m_sides[side];
    const QString name = s.table.mid(s.table.indexOf(u':') + 1);
    if (s.source == CompareSidePanel::DocumentSource)
        return name;
    return name + u'\n' + s.otherTitle;
}

void CompareView::showResult(const CompareResult &result)
{
    qint64 keys = 0;
    qint64 writes = 0;
    for (const CompareSideResult &side : result.sides) {
        if (!side.analysis || !side.analysis->available)
            continue;
        const PreviewResult &preview = side.analysis->preview;
        keys = std::max(keys, preview.summary.hottestCount);
        const std::vector<qint64> &cells = preview.heatmap.cells;
        if (!cells.empty())
            writes = std::max(writes, *std::max_element(cells.cbegin(), cells.cend()));
    }
    for (const Side side : {Left, Right}) {
        m_panels[side]->showResult(result.sides[side]);
        m_panels[side]->shareScales(keys, writes);
    }
    m_figures->setResult(result, titleOf(Left), titleOf(Right));
    fitFigureColumns();
    retranslate();
}

void CompareView::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    emit closed();
}

void CompareView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

bool CompareView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_figuresView && event->type() == QEvent::Resize)
        fitFigureColumns();
    return QWidget::eventFilter(watched, event);
}

void CompareView::fitFigureColumns()
{
    // Each value column as wide as its widest value (bold, as the access lines are), but never
    // more than a quarter of the table, so that the labels keep room.
    QFont bold = m_figuresView->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int most = m_figuresView->viewport()->width() / 4;
    QHeaderView *header = m_figuresView->horizontalHeader();
    const QFontMetrics titles(header->font());
    for (const int column : {CompareFiguresModel::LeftColumn, CompareFiguresModel::RightColumn,
                             CompareFiguresModel::DifferenceColumn}) {
        int widest = metrics.horizontalAdvance(QStringLiteral("+0,000.0"));
        for (int row = 0; row < m_figures->rowCount(); ++row)
            widest = std::max(
                widest, metrics.horizontalAdvance(m_figures->index(row, column).data().toString()));
        // A title's longest word whole too (SUBSCRIBERS, "(time-hotspot)"): two tables of one
        // name are told apart by what follows it.
        if (column != CompareFiguresModel::DifferenceColumn)
            widest = std::max(
                widest,
                m_figures->widestPart(titles, column == CompareFiguresModel::LeftColumn ? 0 : 1));
        header->resizeSection(column, std::min(widest + 14, most));
    }
    m_figures->elideTitles(titles, header->sectionSize(CompareFiguresModel::LeftColumn) - 10,
                           header->sectionSize(CompareFiguresModel::RightColumn) - 10);
}

void CompareView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_columnsMoved)
        return; // the user's widths stay
    // The figures table as wide as its labels and four numbers need; the charts take the rest.
    const int middle = std::clamp(width() * 19 / 50, 460, 600);
    const int side = std::max((width() - middle) / 2, 1);
    m_splitter->setSizes({side, middle, side});
}

void CompareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh(); // the figures' labels and the patterns' names follow the language
    }
    QWidget::changeEvent(event);
}

void CompareView::retranslate()
{
    setWindowTitle(tr("Compare Tables - HBase Schema Designer"));
    m_heading->setText(tr("Each figure of the left table and the right one, and the difference, "
                          "right minus left."));
    m_legend->setText(tr("Green: better on the right. Red: worse. Both regions charts share one "
                         "key scale, both heatmaps one colour scale."));
    m_toDesigner->setText(tr("&Designer (F6)"));
    m_toDesigner->setToolTip(tr("Back to the designer to edit; this view stays open, follows "
                                "every edit, and F6 there brings it back"));
    m_close->setText(tr("Close"));
}
